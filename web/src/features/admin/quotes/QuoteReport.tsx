import { Table, Text, Title } from "@mantine/core";
import "@mantine/core/styles/Table.layer.css";
import { useTranslation } from "react-i18next";
import { RetryAlert } from "../../data/RetryAlert";
import { useRecord } from "../../data/useRecord";
import { quoteReport } from "./api";

/** `2026-12` as people read a month: "December 2026", "décembre 2026", "दिसंबर 2026". */
export function monthName(month: string, language: string): string {
  const [y, m] = month.split("-").map(Number);
  if (!y || !m) return month;
  return new Intl.DateTimeFormat(language, { month: "long", year: "numeric", timeZone: "UTC" }).format(Date.UTC(y, m - 1, 1));
}

/** Per month of first sending: sent, accepted, declined, expired, open, and the conversion. */
export function QuoteReport() {
  const { t, i18n } = useTranslation();
  const report = useRecord((signal) => quoteReport(signal), "quoteReport");
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const months = report.data;
  return (
    <section aria-labelledby="quote-report" className="quote-report">
      <Title order={2} size="h4" id="quote-report" mt="xl" mb="xs">
        {t("quoteAdmin.report.heading")}
      </Title>
      {report.error !== null && <RetryAlert message={t("quoteAdmin.report.loadError")} retrying={report.loading} onRetry={report.reload} />}
      {months && months.length === 0 && <Text c="var(--pc-text-muted)">{t("quoteAdmin.report.none")}</Text>}
      {months && months.length > 0 && (
        <Table.ScrollContainer minWidth={520} type="native" tabIndex={0} role="group" aria-labelledby="quote-report">
          <Table striped withTableBorder captionSide="top">
            <caption>{t("quoteAdmin.report.caption")}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("quoteAdmin.report.month")}</Table.Th>
                {(["sent", "accepted", "declined", "expired", "open", "conversion"] as const).map((k) => (
                  <Table.Th scope="col" ta="right" key={k}>
                    {t(`quoteAdmin.report.${k}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {months.map((m) => (
                <Table.Tr key={m.month}>
                  <Table.Th scope="row">{monthName(m.month, i18n.language)}</Table.Th>
                  <Table.Td ta="right">{m.sent}</Table.Td>
                  <Table.Td ta="right">{m.accepted}</Table.Td>
                  <Table.Td ta="right">{m.declined}</Table.Td>
                  <Table.Td ta="right">{m.expired}</Table.Td>
                  <Table.Td ta="right">{m.open}</Table.Td>
                  <Table.Td ta="right">{t("quoteAdmin.report.percent", { value: percent.format(m.conversion) })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
