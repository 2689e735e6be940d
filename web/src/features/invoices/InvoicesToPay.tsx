import { Button, Group, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { answer, api, withToken } from "../../api/client";
import type { Invoice } from "../../api/invoices";
import { loadFeatureWords } from "../../i18n";
import { display } from "../../wasm/display";
import { useRecord } from "../data/useRecord";
import { useMoney } from "../project/format";

/** The card's few words (`invoiceDue.*`), only when something is left to pay. */
function loadDueWords(): Promise<void> {
  return loadFeatureWords(
    "invoiceDue",
    { en: () => import("../../i18n/invoice/due/en.json"), fr: () => import("../../i18n/invoice/due/fr.json"), hi: () => import("../../i18n/invoice/due/hi.json") },
    { under: false },
  );
}

/** The caller's company's invoices with something left to pay, in the projects they see. */
async function readDue(signal: AbortSignal): Promise<Invoice[]> {
  const due = await answer(api.GET("/invoice/due", { ...withToken("client", signal) }));
  if (due.length > 0) await loadDueWords();
  return due;
}

/** Where an invoice is paid: its project's money page, which opens the provider's page at once. */
function payPath(inv: Invoice, pay: boolean): string {
  return `/clientHome/${encodeURIComponent(inv.projectTitle)}?section=money&invoice=${encodeURIComponent(inv._id)}${pay ? "&pay=1" : ""}`;
}

/**
 * The dashboard's "Invoices to pay", for the company's owners and finance people (its own chunk,
 * fetched only for them): each invoice with something left to pay, its project and due date, and
 * Pay online, which goes through the invoice's own page (where the payment starts) so the
 * dashboard carries none of the invoice screens.
 */
export default function InvoicesToPay() {
  const { t } = useTranslation();
  const money = useMoney();
  const due = useRecord(readDue, "dueInvoices");
  if (!due.data || due.data.length === 0) return null;
  const w = display();
  return (
    <section aria-labelledby="invoices-to-pay" style={{ marginBottom: "2rem" }}>
      <Title order={2} size="h3" id="invoices-to-pay" mb="sm">
        {t("invoiceDue.toPay")}
      </Title>
      <ul className="plain-list item-list">
        {due.data.map((inv) => (
          <li key={inv._id} className="card item" aria-labelledby={`due-${inv._id}`}>
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
              <div>
                <Title order={3} size="h5" id={`due-${inv._id}`}>
                  <Link to={payPath(inv, false)}>{t("invoiceDue.invoice", { number: inv.number })}</Link>
                </Title>
                <Text size="sm" c="var(--pc-text-muted)">
                  {inv.projectTitle}
                  {inv.dueOn && <> · {t("invoiceDue.dueBy", { date: w.displayDate(inv.dueOn) })}</>}
                </Text>
              </div>
              <Text fw={700}>{t("invoiceDue.left", { amount: money(inv.balance) })}</Text>
            </Group>
            {inv.payOnline === "available" && (
              <Button component={Link} to={payPath(inv, true)} size="compact-sm" mt="sm" aria-describedby={`due-${inv._id}`}>
                {t("invoiceDue.pay", { amount: money(inv.balance) })}
              </Button>
            )}
            {inv.payOnline === "thirdDecimal" && (
              <Text size="sm" mt="xs">
                {t("invoiceDue.bankTransfer")}
              </Text>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
