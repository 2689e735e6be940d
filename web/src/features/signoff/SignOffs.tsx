import { lazy, Suspense } from "react";
import { waitingSignOffs } from "../../api/signoffs";
import { loadSignOffWords } from "../../i18n";
import { useRecord } from "../data/useRecord";

// The sign-off screens come with their own words (`signOff.*`), loaded with their chunk.
const List = lazy(() => Promise.all([import("./SignOffList"), loadSignOffWords()]).then(([m]) => ({ default: m.ProjectSignOffs })));
const Waiting = lazy(() => Promise.all([import("./SignOffCards"), loadSignOffWords()]).then(([m]) => ({ default: m.WaitingCards })));

export function ProjectSignOffs(props: { projectId: string; auth: "client" | "admin"; onChanged?(): void; waitingOnly?: boolean }) {
  return (
    <Suspense fallback={null}>
      <List {...props} />
    </Suspense>
  );
}

/**
 * The dashboard's "Waiting for your approval": the rounds are read first, and the cards (with
 * their words) are fetched only when one waits; most approvers, and every new client, have none.
 */
export function WaitingForApproval({ onChanged }: { onChanged?(): void }) {
  const rounds = useRecord((signal) => waitingSignOffs(signal), "waiting");
  if (!rounds.data || rounds.data.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Waiting
        rounds={rounds.data}
        onDecided={() => {
          rounds.reload();
          onChanged?.();
        }}
      />
    </Suspense>
  );
}
