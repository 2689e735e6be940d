import { Table, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { receivables } from "../../../api/signoffs";
import { RetryAlert } from "../../data/RetryAlert";
import { useRecord } from "../../data/useRecord";
import { useMoney } from "../../project/format";

/**
 * Receivables: per currency, what is due (milestones due or invoiced, less what was received),
 * the part of it overdue, and what was paid (ADR 0032). One row per currency: amounts of
 * different currencies are never added.
 */
export function ReceivablesPanel() {
  const { t } = useTranslation();
  const money = useMoney();
  const rows = useRecord((signal) => receivables(signal), "receivables");
  return (
    <section aria-labelledby="receivables" className="receivables">
      <Title order={2} size="h4" id="receivables" mb="xs">
        {t("admin.receivables.heading")}
      </Title>
      {rows.error !== null && <RetryAlert message={t("admin.receivables.loadError")} retrying={rows.loading} onRetry={rows.reload} />}
      {rows.data &&
        (rows.data.length === 0 ? (
          <p className="muted">{t("admin.receivables.none")}</p>
        ) : (
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
                    {money(r.due, r.currency)} <span className="muted small">({t("admin.receivables.milestones", { count: r.dueCount })})</span>
                  </Table.Td>
                  <Table.Td ta="right">
                    {money(r.overdue, r.currency)} <span className="muted small">({t("admin.receivables.milestones", { count: r.overdueCount })})</span>
                  </Table.Td>
                  <Table.Td ta="right">{money(r.paid, r.currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ))}
    </section>
  );
}
