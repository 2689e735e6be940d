import { lazy, Suspense } from "react";
import { loadSignOffWords } from "../../i18n";

// The sign-off screens come with their own words (`signOff.*`), loaded with their chunk.
const List = lazy(() => Promise.all([import("./SignOffList"), loadSignOffWords()]).then(([m]) => ({ default: m.ProjectSignOffs })));
const Waiting = lazy(() => Promise.all([import("./SignOffList"), loadSignOffWords()]).then(([m]) => ({ default: m.WaitingForApproval })));

export function ProjectSignOffs(props: { projectId: string; auth: "client" | "admin"; onChanged?(): void }) {
  return (
    <Suspense fallback={null}>
      <List {...props} />
    </Suspense>
  );
}

export function WaitingForApproval(props: { onChanged?(): void }) {
  return (
    <Suspense fallback={null}>
      <Waiting {...props} />
    </Suspense>
  );
}
