import { lazy, Suspense } from "react";
import { loadSignOffWords } from "../../i18n";

// The sign-off screens come with their own words (`signOff.*`), loaded with their chunk. (The
// dashboard's "Waiting for your approval" is WaitingForApproval.tsx.)
const List = lazy(() => Promise.all([import("./SignOffList"), loadSignOffWords()]).then(([m]) => ({ default: m.ProjectSignOffs })));

export function ProjectSignOffs(props: { projectId: string; auth: "client" | "admin"; onChanged?(): void; waitingOnly?: boolean }) {
  return (
    <Suspense fallback={null}>
      <List {...props} />
    </Suspense>
  );
}
