import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Ticket } from "../../api/client";
import { labelColors } from "../labels/labelColors";
import "../labels/labels.css";
import { clockLine, dueText, formatDuration, isPriority, isTicketState, type DurationUnit } from "./clock";
import "./tickets.css";

const PRIORITY_COLOR = { low: "gray", normal: "green", high: "orange", urgent: "red" } as const;

/** A duration in the interface language ("1 h 12 min", "1 h 12 min" in French, "1 घंटा 12 मिनट"). */
export function useDuration(): (seconds: number) => string {
  const { t } = useTranslation();
  const word = (unit: DurationUnit, count: number) => t(`support.duration.${unit}`, { count });
  return (seconds) => formatDuration(seconds, word);
}

/** A priority's name in the interface language. */
export function usePriorityName(): (priority: string) => string {
  const { t } = useTranslation();
  return (priority) => (isPriority(priority) ? t(`support.priority.${priority}`) : priority);
}

/** The priority as a small pill: its name says it, the colour only repeats it. */
export function PriorityChip({ priority }: { priority: string }) {
  const { t } = useTranslation();
  const name = usePriorityName();
  const c = labelColors(isPriority(priority) ? PRIORITY_COLOR[priority] : "gray");
  return (
    <span className="label-badge" style={{ backgroundColor: c.background, color: c.text }} data-priority={priority}>
      <span className="visually-hidden">{t("support.priorityLabel")}: </span>
      {name(priority)}
    </span>
  );
}

/**
 * The state in the client's words ("Waiting on you"). Open and closed are said by the status
 * badge beside it already, so only the states that say more are written.
 */
export function StateText({ state }: { state: string }) {
  const { t } = useTranslation();
  if (state === "open" || state === "closed") return null;
  return <span className="ticket-state">{isTicketState(state) ? t(`support.state.${state}`) : state}</span>;
}

/** The time now, again every minute while `ticking` (a due time turns overdue without a reload). */
function useNow(ticking: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!ticking) return;
    const id = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(id);
  }, [ticking]);
  return now;
}

/** The ticket's one clock line (docs/support-clock.md): when the reply is due, or how long it took. */
export function ClockText({ ticket }: { ticket: Pick<Ticket, "state" | "sla"> }) {
  const { t, i18n } = useTranslation();
  const duration = useDuration();
  const pending = ticket.sla.firstResponse.doneAt === null && ticket.sla.firstResponse.dueAt !== null;
  const line = clockLine(ticket, useNow(pending));
  if (!line) return null;
  let text: string;
  switch (line.kind) {
    case "due":
      text = t("support.clock.due", { at: dueText(line.at, i18n.language) });
      break;
    case "overdue":
      text = t("support.clock.overdue", { at: dueText(line.at, i18n.language) });
      break;
    case "waiting":
      text = t("support.clock.waiting");
      break;
    case "answered":
      text = t("support.clock.answered", { duration: duration(line.seconds) });
      break;
    case "solved":
      text = t("support.clock.solved", { duration: duration(line.seconds) });
      break;
  }
  return (
    <p className="ticket-clock" data-kind={line.kind}>
      {line.kind === "due" || line.kind === "overdue" ? (
        <time dateTime={line.at}>{text}</time>
      ) : (
        text
      )}
    </p>
  );
}
