import { Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { SignOff } from "../../api/signoffs";
import { SignOffCard } from "./SignOffCard";
import "./signoff.css";

/** A list of rounds, each a card; `opened` names the round a mailed link points at. */
export function Cards({ rounds, onDecided, showRecord, opened }: { rounds: SignOff[]; onDecided?(): void; showRecord?: boolean; opened?: string | null }) {
  return (
    <ul className="plain-list item-list">
      {rounds.map((s) => (
        <SignOffCard key={s._id} signOff={s} onDecided={onDecided} showRecord={showRecord} opened={s._id === opened} />
      ))}
    </ul>
  );
}

/**
 * The dashboard's "Waiting for your approval": every round of the company waiting for this
 * approver, read by `SignOffs.tsx`'s `WaitingForApproval` (which loads this only when one waits).
 */
export function WaitingCards({ rounds, onDecided }: { rounds: SignOff[]; onDecided(): void }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="waiting-approval" className="signoff-waiting">
      <Title order={2} size="h3" id="waiting-approval" mb="sm">
        {t("signOff.waitingHeading")}
      </Title>
      <Cards rounds={rounds} onDecided={onDecided} />
    </section>
  );
}
