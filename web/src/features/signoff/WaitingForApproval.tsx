import { lazy, Suspense } from "react";
import { waitingSignOffs } from "../../api/signoffs";
import { loadSignOffWords } from "../../i18n";
import { useRecord } from "../data/useRecord";

// The cards and their words (`signOff.*`) come only when a round waits.
const Waiting = lazy(() => Promise.all([import("./SignOffCards"), loadSignOffWords()]).then(([m]) => ({ default: m.WaitingCards })));

/**
 * The dashboard's "Waiting for your approval": the rounds are read first, and the cards (with
 * their words) are fetched only when one waits; most approvers, and every new client, have none.
 * Apart from `SignOffs.tsx` (the road map's and the console's lists), so the dashboard carries
 * only this.
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
