import { Group, Table, Title } from "@mantine/core";
import "@mantine/core/styles/Table.layer.css";
import { useTranslation } from "react-i18next";
import { exportInvoicesCsv } from "../../../api/admin";
import { receivables } from "../../../api/signoffs";
import { ExportButton } from "../submissions/ExportButton";
import { RetryAlert } from "../../data/RetryAlert";
import { useRecord } from "../../data/useRecord";
import { useMoney } from "../../project/format";

/**
 * Receivables: per currency, what is due (milestones due or invoiced, less what was received),
 * the part of it overdue, and what was paid (ADR 0032). One row per currency: amounts of
 * different currencies are never added. Every invoice and credit note exports as CSV (ADR 0033).
 */
export function ReceivablesPanel() {
  const { t } = useTranslation();
  const money = useMoney();
  const rows = useRecord((signal) => receivables(signal), "receivables");
  return (
    <section aria-labelledby="receivables" className="receivables">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="receivables">
          {t("admin.receivables.heading")}
        </Title>
        <ExportButton what="invoices" label={t("admin.receivables.exportInvoices")} fetch={exportInvoicesCsv} />
      </Group>
      {rows.error !== null && <RetryAlert message={t("admin.receivables.loadError")} retrying={rows.loading} onRetry={rows.reload} />}
      {rows.data &&
        (rows.data.length === 0 ? (
          <p className="muted">{t("admin.receivables.none")}</p>
        ) : (
          <Table.ScrollContainer minWidth={420} type="native" tabIndex={0} role="group" aria-labelledby="receivables">
            <Table striped withTableBorder captionSide="top" aria-labelledby="receivables">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t("admin.receivables.currency")}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t("admin.receivables.due")}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t("admin.receivables.overdue")}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t("admin.receivables.paid")}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.data.map((r) => (
                  <Table.Tr key={r.currency}>
                    <Table.Th scope="row">{r.currency}</Table.Th>
                    <Table.Td ta="right">
                      {money(r.due)} <span className="muted small">({t("admin.receivables.milestones", { count: r.dueCount })})</span>
                    </Table.Td>
                    <Table.Td ta="right">
                      {money(r.overdue)} <span className="muted small">({t("admin.receivables.milestones", { count: r.overdueCount })})</span>
                    </Table.Td>
                    <Table.Td ta="right">{money(r.paid)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ))}
    </section>
  );
}
