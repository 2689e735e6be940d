import { Center, Table } from "@mantine/core";
import "@mantine/core/styles/Table.layer.css";
import { useTranslation } from "react-i18next";
import { companySupportReport, slaCalendar } from "../../api/tickets";
import type { SupportMonth } from "../../api/types.gen";
import { Busy } from "../data/Busy";
import { RetryAlert } from "../data/RetryAlert";
import { useRecord } from "../data/useRecord";
import { ColumnHeads } from "../project/ColumnHeads";
import { TitledSection } from "../sections/TitledSection";
import { lastMonths } from "./clock";
import { useDuration } from "./TicketClock";
import "./tickets.css";

const HEADING = "support-report";
const MONTHS = 6;

/** The last six months in the firm's zone (the calendar's), and the company's figures for them. */
async function readReport(signal: AbortSignal) {
  const setup = await slaCalendar(signal);
  const months = lastMonths(new Date(), setup.zone, MONTHS);
  const rows = await companySupportReport(months[0] ?? "", months[months.length - 1] ?? "", signal);
  return { months, rows };
}

/** `met` of `met + breached` as a share, and the counts; null when nothing was measured. */
export function onTime(met: number, breached: number): { share: number; met: number; total: number } | null {
  const total = met + breached;
  return total > 0 ? { share: met / total, met, total } : null;
}

/**
 * Support, on the portal's People page, for the company's owners (docs/support-clock.md): the
 * last six months' tickets, first replies and resolutions on time, the median first reply and
 * the ratings, one row a month.
 */
export function SupportReport() {
  const { t, i18n } = useTranslation();
  const duration = useDuration();
  const report = useRecord(readReport, "supportReport");
  const percent = new Intl.NumberFormat(i18n.language, { style: "percent", maximumFractionDigits: 0 });
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: "long", year: "numeric", timeZone: "UTC" });
  const notMeasured = <span className="muted-cell">{t("support.report.notMeasured")}</span>;
  const share = (met: number, breached: number) => {
    const s = onTime(met, breached);
    return s ? t("support.report.onTime", { percent: percent.format(s.share), met: s.met, total: s.total }) : notMeasured;
  };

  let body;
  if (!report.data) {
    body =
      report.error !== null ? (
        <RetryAlert message={t("support.report.loadFailed")} retrying={report.loading} onRetry={report.reload} />
      ) : (
        <Center py="md">
          <Busy size="sm" />
        </Center>
      );
  } else {
    const { months, rows } = report.data;
    const byMonth = new Map<string, SupportMonth>(rows.map((r) => [r.month, r]));
    if (rows.every((r) => r.tickets === 0)) {
      body = <p className="muted">{t("support.report.none")}</p>;
    } else {
      const caption = t("support.report.caption");
      body = (
        <Table.ScrollContainer minWidth={760} type="native" tabIndex={0} role="group" aria-label={caption}>
          <Table striped withTableBorder verticalSpacing="xs" className="support-report">
            <Table.Caption className="visually-hidden">{caption}</Table.Caption>
            <ColumnHeads
              names={[
                t("support.report.month"),
                t("support.report.tickets"),
                t("support.report.firstReplies"),
                t("support.report.resolutions"),
                t("support.report.medianReply"),
                t("support.report.ratings"),
              ]}
            />
            <Table.Tbody>
              {[...months].reverse().map((month) => {
                const row = byMonth.get(month);
                const [y = 0, m = 1] = month.split("-").map(Number);
                return (
                  <Table.Tr key={month}>
                    <Table.Th scope="row" fw={600}>
                      <time dateTime={month}>{monthName.format(Date.UTC(y, m - 1, 1))}</time>
                    </Table.Th>
                    <Table.Td>{row?.tickets ?? 0}</Table.Td>
                    <Table.Td>{row ? share(row.responseMet, row.responseBreached) : notMeasured}</Table.Td>
                    <Table.Td>{row ? share(row.resolutionMet, row.resolutionBreached) : notMeasured}</Table.Td>
                    <Table.Td>{row?.medianResponseSeconds != null ? duration(row.medianResponseSeconds) : notMeasured}</Table.Td>
                    <Table.Td>{t("support.report.ratingCounts", { good: row?.good ?? 0, bad: row?.bad ?? 0 })}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      );
    }
  }

  return (
    <TitledSection headingId={HEADING} title={t("support.report.heading")} intro={t("support.report.intro")} className="support-block">
      {body}
    </TitledSection>
  );
}
