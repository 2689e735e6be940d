import { lazy, Suspense, type ComponentProps } from "react";

// The decision's dialog (a Mantine modal, a text area, the form hook and the rules) is fetched
// when an approver first reaches for Approve or Request changes, not with every waiting card.
const load = () => import("./DecisionForm");
const DecisionModal = lazy(() => load().then((m) => ({ default: m.DecisionModal })));

/** Starts fetching the dialog (a pointer over, or focus on, the buttons that open it). */
export function preloadDecision(): void {
  void load();
}

export function DecisionDialog(props: ComponentProps<typeof DecisionModal>) {
  return (
    <Suspense fallback={null}>
      <DecisionModal {...props} />
    </Suspense>
  );
}
