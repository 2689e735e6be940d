import { Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { projectSignOffs } from "../../api/signoffs";
import { RetryAlert } from "../data/RetryAlert";
import { useRecord } from "../data/useRecord";
import { Cards } from "./SignOffCards";
import "./signoff.css";
import { Skeleton } from "../page/Skeleton";

/**
 * A project's sign-offs on Goals and sign-off (and the console's project details): the rounds
 * waiting for this approver first, under "Waiting for your approval", then every round with its
 * decisions, newest first. `waitingOnly` (the road map): the first part alone, nothing when none
 * waits. `onChanged` hears that a decision changed the project (a goal done, a milestone due).
 */
export function ProjectSignOffs({
  projectId,
  auth,
  onChanged,
  waitingOnly = false,
}: {
  projectId: string;
  auth: "client" | "admin";
  onChanged?(): void;
  waitingOnly?: boolean;
}) {
  const { t } = useTranslation();
  const rounds = useRecord((signal) => projectSignOffs(auth, projectId, signal), `${auth}:${projectId}`);
  const [search] = useSearchParams();
  const opened = search.get("signOff");
  const decided = () => {
    rounds.reload();
    onChanged?.();
  };
  const waiting = rounds.data?.filter((s) => s.waitingForYou) ?? [];
  const others = rounds.data?.filter((s) => !s.waitingForYou) ?? [];
  if (waitingOnly && waiting.length === 0) return null;
  return (
    <>
      {waiting.length > 0 && (
        <section aria-labelledby={`waiting-${projectId}`} className="signoff-waiting">
          <Title order={3} id={`waiting-${projectId}`} mb="sm">
            {t("signOff.waitingHeading")}
          </Title>
          <Cards rounds={waiting} onDecided={decided} opened={opened} />
        </section>
      )}
      {!waitingOnly && (
        <section aria-labelledby={`signoffs-${projectId}`}>
          <Title order={3} id={`signoffs-${projectId}`} mb="sm">
            {t("signOff.heading")}
          </Title>
          {rounds.error !== null && <RetryAlert message={t("signOff.loadFailed")} retrying={rounds.loading} onRetry={rounds.reload} />}
          {!rounds.data ? (
            rounds.error === null && (
              <Skeleton />
            )
          ) : others.length === 0 && waiting.length === 0 ? (
            <p className="muted">{t("signOff.none")}</p>
          ) : (
            <Cards rounds={others} showRecord={auth === "admin"} opened={opened} />
          )}
        </section>
      )}
    </>
  );
}
