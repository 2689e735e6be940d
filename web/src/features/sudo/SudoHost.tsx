import { lazy, Suspense, useSyncExternalStore } from "react";
import { pendingSudo, subscribeSudo } from "./ask";

// The dialog and its words load the first time someone is asked, not with every page.
const SudoDialog = lazy(() => import("./SudoDialog"));

/** Where the "Confirm it's you" dialog appears (once per app layout; see `ask.ts`). */
export function SudoHost() {
  const request = useSyncExternalStore(subscribeSudo, pendingSudo, () => null);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <SudoDialog request={request} />
    </Suspense>
  );
}
