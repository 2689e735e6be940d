import { Alert, Button, Group, Table, Text, TextInput } from "@mantine/core";
import "@mantine/core/styles/Table.layer.css";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RetryAlert } from "../../data/RetryAlert";
import { saveBlob } from "../../data/download";
import { useRecord } from "../../data/useRecord";
import { useWrite } from "../../forms/useWrite";
import { ClientSelect } from "../pickers/ClientSelect";
import { supportReport, supportReportCsv, type ReportQuery } from "./api";
import { formatDuration, monthBefore, monthName } from "./sla";
import "./support.css";

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const COUNTS = ["tickets", "responseMet", "responseBreached", "resolutionMet", "resolutionBreached"] as const;

/**
 * The support report (docs/support-clock.md): per company and month, tickets, first replies and
 * resolutions met and breached, the median times and the ratings; the last three months by
 * default, one company optionally; and the same as CSV.
 */
export function SupportReport() {
  const { t, i18n } = useTranslation();
  const [from, setFrom] = useState(() => monthBefore(new Date(), 2));
  const [to, setTo] = useState(() => monthBefore(new Date(), 0));
  const [client, setClient] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const write = useWrite();
  const valid = MONTH.test(from) && MONTH.test(to) && from <= to;
  const query: ReportQuery = { from, to, client };
  const key = valid ? `supportReport:${from}:${to}:${client ?? ""}` : "supportReport:invalid";
  const report = useRecord((signal) => (valid ? supportReport(query, signal) : Promise.resolve(null)), key);
  const units = { h: t("admin.support.units.h"), min: t("admin.support.units.min") };
  const duration = (seconds: number | null) => (seconds === null ? t("admin.support.report.notMeasured") : formatDuration(seconds, units));
  const rows = valid ? report.data : null;

  async function onDownload() {
    setDownloading(true);
    await write(() => supportReportCsv(query), {
      success: { title: t("admin.support.report.downloaded") },
      failure: t("admin.support.report.downloadFailed"),
      onSuccess: (blob) => saveBlob(blob, `support-report-${from}-${to}.csv`),
    });
    setDownloading(false);
  }

  return (
    <section aria-labelledby="support-report">
      <h2 id="support-report" className="visually-hidden">
        {t("admin.support.report.heading")}
      </h2>
      <Group align="flex-end" gap="sm" wrap="wrap" mb="md">
        <TextInput type="month" label={t("admin.support.report.from")} value={from} onChange={(e) => setFrom(e.currentTarget.value)} w={170} />
        <TextInput type="month" label={t("admin.support.report.to")} value={to} onChange={(e) => setTo(e.currentTarget.value)} w={170} />
        <ClientSelect value={client} onChange={setClient} />
        <Button variant="default" onClick={() => void onDownload()} loading={downloading} disabled={!valid}>
          {t("admin.support.report.download")}
        </Button>
      </Group>
      <div aria-live="polite">
        {!valid && (
          <Alert color="red.9" variant="light">
            {t("admin.support.report.badRange")}
          </Alert>
        )}
        {valid && report.error !== null && <RetryAlert message={t("admin.support.report.loadError")} retrying={report.loading} onRetry={report.reload} />}
        {rows && (
          <Text size="sm" role="status" mb="xs">
            {rows.length === 0 ? t("admin.support.report.none") : t("admin.support.report.rows", { count: rows.length })}
          </Text>
        )}
      </div>
      {rows && rows.length > 0 && (
        <Table.ScrollContainer minWidth={900} type="native" tabIndex={0} role="group" aria-labelledby="support-report">
          <Table striped withTableBorder captionSide="top">
            <caption>{t("admin.support.report.caption")}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("admin.support.report.company")}</Table.Th>
                <Table.Th scope="col">{t("admin.support.report.month")}</Table.Th>
                {COUNTS.map((k) => (
                  <Table.Th scope="col" ta="right" key={k}>
                    {t(`admin.support.report.${k}`)}
                  </Table.Th>
                ))}
                <Table.Th scope="col" ta="right">
                  {t("admin.support.report.medianResponse")}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t("admin.support.report.medianResolution")}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t("admin.support.report.good")}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t("admin.support.report.bad")}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((m) => (
                <Table.Tr key={`${m.client}:${m.month}`}>
                  <Table.Th scope="row">{m.clientName}</Table.Th>
                  <Table.Td>{monthName(m.month, i18n.language)}</Table.Td>
                  {COUNTS.map((k) => (
                    <Table.Td ta="right" key={k}>
                      {m[k]}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right" className="sla-nowrap">
                    {duration(m.medianResponseSeconds)}
                  </Table.Td>
                  <Table.Td ta="right" className="sla-nowrap">
                    {duration(m.medianResolutionSeconds)}
                  </Table.Td>
                  <Table.Td ta="right">{m.good}</Table.Td>
                  <Table.Td ta="right">{m.bad}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
