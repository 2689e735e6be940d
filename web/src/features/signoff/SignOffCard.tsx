import { Button, Group, Text, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SignOff } from "../../api/signoffs";
import { display } from "../../wasm/display";
import { useMoney } from "../project/format";
import { DecisionDialog, preloadDecision } from "./DecisionDialog";
import type { Verdict } from "./DecisionForm";
import { useSignOffTitle } from "./title";

/**
 * One round of a sign-off: what was delivered (summary, links, tasks), what it releases (for those
 * who handle money), who decided what and when. An approver who has not decided an open round
 * gets Approve and Request changes; `onDecided` hears the round as it is after the decision.
 * `showRecord` prints each decision's digest (staff check it against what the client saw).
 */
export function SignOffCard({
  signOff: s,
  onDecided,
  showRecord = false,
  opened = false,
}: {
  signOff: SignOff;
  onDecided?(after: SignOff): void;
  showRecord?: boolean;
  /** The round a mailed link named (`?signOff=`): brought into view, its heading focused. */
  opened?: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const title = useSignOffTitle()(s);
  const [deciding, setDeciding] = useState<Verdict | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = `signoff-${s._id}`;
  useEffect(() => {
    if (!opened) return;
    heading.current?.scrollIntoView({ block: "center" });
    heading.current?.focus({ preventScroll: true });
  }, [opened]);
  return (
    <li className="card item" aria-labelledby={headingId}>
      <div className="item-head">
        <Title order={4} size="h5" id={headingId} ref={heading} tabIndex={opened ? -1 : undefined}>
          {title}
        </Title>
        <span className="signoff-state" data-state={s.state}>
          {t(`signOff.state.${s.state as "open" | "approved" | "changes" | "superseded"}`)}
        </span>
      </div>
      <Text size="sm" c="var(--pc-text-muted)">
        {t("signOff.round", { round: s.round })} · {t("signOff.askedBy", { name: s.requestedBy, date: display().displayDate(s.createdAt) })} ·{" "}
        {t(`signOff.rule.${s.rule as "any" | "all"}`)}
      </Text>
      <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap" }}>
        {/* An approval of hours is worded in the reader's language from its figures. */}
        {s.period ? t("signOff.hoursSummary", { time: s.period.time, count: s.period.entries }) : s.summary}
      </Text>
      {s.amount && (
        <Text size="sm" mt={4} fw={600}>
          {t(s.hours ? "signOff.comesTo" : "signOff.releases", { amount: money(s.amount) })}
        </Text>
      )}
      {(s.links.length > 0 || s.tasks.length > 0) && (
        <dl className="facts">
          {s.links.length > 0 && (
            <div>
              <dt>{t("signOff.delivered")}</dt>
              <dd>
                <ul className="plain-list">
                  {s.links.map((l) => (
                    <li key={l}>
                      <a href={l} target="_blank" rel="noopener noreferrer" className="signoff-link">
                        {l}
                      </a>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
          {s.tasks.length > 0 && (
            <div>
              <dt>{t(s.hours ? "signOff.hours" : "signOff.tasks")}</dt>
              {/* Hours: one line per entry, as shown when asked (day · what · time · who). */}
              <dd>
                {s.hours ? (
                  <ul className="plain-list">
                    {s.tasks.map((x) => (
                      <li key={x._id}>{x.title}</li>
                    ))}
                  </ul>
                ) : (
                  s.tasks.map((task) => task.title).join(", ")
                )}
              </dd>
            </div>
          )}
        </dl>
      )}
      {s.decisions.length > 0 && (
        <ul className="plain-list signoff-decisions">
          {s.decisions.map((d) => (
            <li key={`${d.person}-${d.at}`}>
              <Text size="sm">
                <strong>{t(`signOff.decided.${d.decision as "approve" | "changes"}`, { name: d.personName })}</strong> ·{" "}
                <time dateTime={d.at}>{display().displayDate(d.at)}</time>
                {showRecord && <span className="muted small"> · {t("signOff.record", { digest: d.shown.slice(0, 12) })}</span>}
              </Text>
              {d.comment && (
                <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                  “{d.comment}”
                </Text>
              )}
            </li>
          ))}
        </ul>
      )}
      {s.waitingForYou && onDecided && (
        <Group gap="sm" mt="xs" onPointerEnter={preloadDecision} onFocus={preloadDecision}>
          <Button size="sm" onClick={() => setDeciding("approve")} aria-label={t("signOff.approveNamed", { title })}>
            {t("signOff.approve")}
          </Button>
          <Button size="sm" variant="default" onClick={() => setDeciding("changes")} aria-label={t("signOff.requestChangesNamed", { title })}>
            {t("signOff.requestChanges")}
          </Button>
        </Group>
      )}
      {deciding && onDecided && (
        <DecisionDialog
          opened
          signOff={s}
          title={title}
          verdict={deciding}
          onCancel={() => setDeciding(null)}
          onDecided={(after) => {
            setDeciding(null);
            onDecided(after);
          }}
        />
      )}
    </li>
  );
}
