import { useTranslation } from "react-i18next";
import { staffToday, type Today } from "../../../api/today";
import { timeAgo, useNow } from "../../data/time";
import { useRecord } from "../../data/useRecord";
import { useMoney } from "../../project/format";
import { consoleHref } from "../consoleQuery";
import { LoadFailure } from "../LoadFailure";
import { SectionHeading } from "../SectionHeading";
import { TodayBlock, type TodayBlockProps, type TodayRow } from "./TodayBlock";
import "./today.css";
import { Skeleton } from "../../page/Skeleton";

/**
 * The staff home (`GET /api/admin/today`), what the console opens on: what waits on staff and on
 * clients, one block per kind with how many there are and the first rows, each a link to where it
 * is handled. Read again on every live change (`useRecord`), so every figure follows what happens.
 * A kind added later is one more block: its rows made here, its words under `admin.today.<kind>`.
 */
export default function TodaySection() {
  const { t } = useTranslation();
  const today = useRecord((signal) => staffToday(signal), "today");
  const rows = useRows();

  return (
    <>
      <SectionHeading title={t("admin.nav.today")} />
      {today.error !== null && (
        <LoadFailure what={t("admin.today.loadError")} error={today.error} retrying={today.loading} onRetry={today.reload} />
      )}
      {today.data ? (
        <div className="today-blocks">
          {rows(today.data).map((block) => (
            <TodayBlock key={block.kind} {...block} />
          ))}
        </div>
      ) : (
        today.error === null && (
          <Skeleton />
        )
      )}
    </>
  );
}

/** Each block of an answer as the page shows it, in the order staff read them. */
function useRows() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const now = useNow();
  const ago = (at: string) => timeAgo(at, now, i18n.language) ?? at;
  // Dates come as `YYYY-MM-DD`, as the console shows them: no display module for the first screen.
  const due = (date: string) => t("admin.today.due", { date });
  const line = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(" · ");
  const details = (project: string) => consoleHref("projects", { project, tab: "details" });

  // The client and project an item is about, its money and date: one line under its link.
  const about = (x: { client: { name: string }; project: { title: string } }, ...more: string[]) =>
    line(x.client.name, x.project.title, ...more);
  const block = <T,>(
    kind: TodayBlockProps["kind"],
    b: { total: number; items: T[] },
    row: (x: T) => TodayRow,
    all?: TodayBlockProps["all"],
  ): TodayBlockProps => ({ kind, total: b.total, rows: b.items.map(row), all });

  return (d: Today): TodayBlockProps[] => [
    block(
      "tickets",
      d.ticketsWaiting,
      (x) => ({
        key: x._id,
        href: consoleHref("tickets", { ticket: x._id }),
        label: x.title,
        detail: line(x.client.name, x.project?.title, ago(x.waitingSince)),
      }),
      { href: consoleHref("tickets", { status: "Open" }), label: t("admin.today.tickets.all") },
    ),
    block("signoffs", d.signoffsWaiting, (x) => ({
      key: x._id,
      href: details(x.project._id),
      label: x.title,
      detail: about(x, t("admin.today.round", { round: x.round }), ago(x.askedAt)),
    })),
    block("invoices", d.invoicesOverdue, (x) => ({
      key: x._id,
      href: details(x.project._id),
      label: t("admin.today.invoices.label", { number: x.number }),
      detail: about(x, money(x.total), due(x.dueOn)),
    })),
    block("milestones", d.milestonesDue, (x) => ({
      key: x._id,
      href: details(x.project._id),
      label: x.title,
      detail: about(x, money(x.amount), due(x.dueDate)),
    })),
    block(
      "mails",
      d.mailsFailed,
      (x) => ({
        key: x._id,
        href: consoleHref("mail", { state: "failed", q: x.to }),
        label: x.subject || t("admin.today.mails.noSubject"),
        detail: line(x.to, ago(new Date(x.createdAt).toISOString())),
      }),
      { href: consoleHref("mail", { state: "failed" }), label: t("admin.today.mails.all") },
    ),
  ];
}
