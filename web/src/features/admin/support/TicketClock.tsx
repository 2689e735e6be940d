import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Ticket } from "../../../api/client";
import { useNow } from "../../data/time";
import { isTicketPriority } from "./api";
import { currentTarget, dueKind, type DueKind } from "./sla";
import "./support.css";

/** A date and time in the staff member's own zone (the browser's), in the interface language. */
export function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (iso) => format.format(new Date(iso));
}

/** The badge's words for a kind (never its colour alone). */
export function DueBadge({ kind }: { kind: DueKind }) {
  const { t } = useTranslation();
  return (
    <span className="sla-badge" data-kind={kind}>
      {t(`admin.support.due.${kind}`)}
    </span>
  );
}

/**
 * A ticket's due cell: the first reply's target until it is answered, then the resolution's; the
 * time it is due (or was done) and its badge.
 */
export function DueCell({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const now = useNow(30_000);
  const when = useDateTime();
  const { which, measure } = currentTarget(ticket);
  const kind = dueKind(measure, new Date(now));
  const first = which === "firstResponse";
  const at = measure.doneAt ?? measure.dueAt;
  const line =
    measure.doneAt !== null
      ? t(first ? "admin.support.tickets.firstReplyDone" : "admin.support.tickets.resolutionDone", { date: when(measure.doneAt) })
      : measure.dueAt !== null
        ? t(first ? "admin.support.tickets.firstReplyDue" : "admin.support.tickets.resolutionDue", { date: when(measure.dueAt) })
        : t("admin.support.tickets.noDue");
  return (
    <div className="sla-due">
      <DueBadge kind={kind} />
      <small>{at ? <time dateTime={at}>{line}</time> : line}</small>
    </div>
  );
}

/** "client asked: High" when the client proposed another priority than the one set. */
export function RequestedPriority({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const asked = ticket.requestedPriority;
  if (!asked || asked === ticket.priority || !isTicketPriority(asked)) return null;
  return (
    <span className="sla-requested">{t("admin.support.tickets.requested", { priority: t(`admin.support.priority.${asked}`) })}</span>
  );
}

/** The client's rating of the latest solve: Good or Bad, and their comment; nothing when unrated. */
export function RatingCell({ ticket, long = false }: { ticket: Ticket; long?: boolean }) {
  const { t } = useTranslation();
  const when = useDateTime();
  const rating = ticket.rating;
  if (!rating) {
    return long ? (
      <Text size="sm" c="var(--pc-text-muted)">
        {t("admin.support.tickets.noRating")}
      </Text>
    ) : null;
  }
  const score = rating.score === "bad" ? "bad" : "good";
  const label = t(`admin.support.tickets.rating.${score}`);
  return (
    <div className="sla-rating">
      <span className="sla-badge" data-kind={score}>
        {long ? t("admin.support.tickets.ratingBy", { score: label, date: when(rating.createdAt) }) : label}
      </span>
      {rating.comment.trim() !== "" && <q>{rating.comment}</q>}
    </div>
  );
}
