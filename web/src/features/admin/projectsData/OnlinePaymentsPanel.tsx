import { Alert, Badge, Button, Checkbox, Group, Table, Text, Textarea, Title } from "@mantine/core";
import "@mantine/core/styles/Table.layer.css";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { checkPayments, onlinePayments, refundPayment, type OnlinePayment } from "../../../api/invoices";
import { RetryAlert } from "../../data/RetryAlert";
import { useRecord } from "../../data/useRecord";
import { FormButtons } from "../../forms/FormButtons";
import { FormModal } from "../../forms/FormModal";
import { FormStack } from "../../forms/FormStack";
import { useRuleForm } from "../../forms/useRuleForm";
import { useWrite } from "../../forms/useWrite";
import { useMoney } from "../../project/format";
import { display } from "../../../wasm/display";

/**
 * Paid online (ADR 0043): whether a payment provider is connected (and what to set when it is
 * not), the payments it confirmed with its reference and fee, and the pages that need an eye:
 * held for a mismatch, or opened and never completed. "Check now" asks the provider for pages no
 * webhook booked; each payment can be refunded at the provider, by a credit note, or both.
 */
export function OnlinePaymentsPanel() {
  const { t } = useTranslation();
  const money = useMoney();
  const write = useWrite();
  const w = display();
  const data = useRecord((signal) => onlinePayments(signal), "onlinePayments");
  const [checking, setChecking] = useState(false);
  const [refunding, setRefunding] = useState<OnlinePayment | null>(null);
  const view = data.data;

  async function check() {
    setChecking(true);
    await write(() => checkPayments(), {
      success: (c) => ({ title: t("admin.online.checked", { count: c.booked }) }),
      failure: t("admin.online.checkFailed"),
      onSuccess: data.reload,
    });
    setChecking(false);
  }

  return (
    <section aria-labelledby="online-payments" className="receivables">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="online-payments">
          {t("admin.online.heading")}
        </Title>
        {view?.provider && (
          <Button size="compact-sm" variant="default" loading={checking} onClick={() => void check()}>
            {t("admin.online.checkNow")}
          </Button>
        )}
      </Group>
      {data.error !== null && <RetryAlert message={t("admin.online.loadError")} retrying={data.loading} onRetry={data.reload} />}
      {view && !view.provider && (
        <Alert color="gray" variant="light" title={t("admin.online.offTitle")}>
          {t("admin.online.off", { url: view.webhookUrl })}
        </Alert>
      )}
      {view?.provider && (
        <Text size="sm" c="var(--pc-text-muted)" mb="xs">
          {t("admin.online.on", { provider: view.provider, url: view.webhookUrl })}
          {view.lastCheck ? ` ${t("admin.online.lastCheck", { day: w.displayDate(view.lastCheck) })}` : ""}
        </Text>
      )}
      {view && view.pending.length > 0 && (
        <Table.ScrollContainer minWidth={520} type="native" tabIndex={0} role="group" aria-labelledby="online-pending">
          <Table striped withTableBorder captionSide="top">
            <caption id="online-pending">{t("admin.online.pending")}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("admin.online.invoice")}</Table.Th>
                <Table.Th scope="col">{t("admin.online.state")}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t("admin.online.amount")}
                </Table.Th>
                <Table.Th scope="col">{t("admin.online.reference")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {view.pending.map((p) => (
                <Table.Tr key={p._id}>
                  <Table.Th scope="row">
                    {p.number} <span className="muted small">{p.clientName}</span>
                  </Table.Th>
                  <Table.Td>
                    <Badge color={p.state === "held" ? "red" : "gray"} variant="light">
                      {t(`admin.online.states.${p.state === "held" ? "held" : p.state === "expired" ? "expired" : "open"}`)}
                    </Badge>
                    {p.heldReason && <div className="small">{p.heldReason}</div>}
                  </Table.Td>
                  <Table.Td ta="right">{money(p.amount)}</Table.Td>
                  <Table.Td className="small">{p.providerRef}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {view && view.failed.length > 0 && (
        <Table.ScrollContainer minWidth={520} type="native" tabIndex={0} role="group" aria-labelledby="online-failed">
          <Table striped withTableBorder captionSide="top">
            <caption id="online-failed">{t("admin.online.failed")}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("admin.online.invoice")}</Table.Th>
                <Table.Th scope="col">{t("admin.online.error")}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t("admin.online.tries")}
                </Table.Th>
                <Table.Th scope="col">{t("admin.online.reference")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {view.failed.map((f) => (
                <Table.Tr key={f.sessionRef}>
                  <Table.Th scope="row">{f.number ?? "—"}</Table.Th>
                  <Table.Td className="small">{f.error}</Table.Td>
                  <Table.Td ta="right">{f.tries}</Table.Td>
                  <Table.Td className="small">{f.sessionRef}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {view &&
        (view.payments.length === 0 ? (
          view.provider && <p className="muted">{t("admin.online.none")}</p>
        ) : (
          <Table.ScrollContainer minWidth={640} type="native" tabIndex={0} role="group" aria-labelledby="online-paid">
            <Table striped withTableBorder captionSide="top">
              <caption id="online-paid">{t("admin.online.paid")}</caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t("admin.online.invoice")}</Table.Th>
                  <Table.Th scope="col">{t("admin.online.received")}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t("admin.online.amount")}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t("admin.online.fee")}
                  </Table.Th>
                  <Table.Th scope="col">{t("admin.online.reference")}</Table.Th>
                  <Table.Th scope="col">{t("admin.online.refund")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {view.payments.map((p) => (
                  <Table.Tr key={p._id}>
                    <Table.Th scope="row">
                      {p.number} <span className="muted small">{p.clientName}</span>
                    </Table.Th>
                    <Table.Td>
                      <time dateTime={p.receivedAt}>{w.displayDate(p.receivedAt.slice(0, 10))}</time>
                    </Table.Td>
                    <Table.Td ta="right">{money(p.amount)}</Table.Td>
                    <Table.Td ta="right">{p.fee ? money(p.fee) : t("admin.online.feeUnknown")}</Table.Td>
                    <Table.Td className="small">{p.paymentRef}</Table.Td>
                    <Table.Td>
                      {p.refunded.minor > 0 || p.creditNote ? (
                        <span className="small">
                          {p.refunded.minor > 0 && t("admin.online.refunded", { amount: money(p.refunded) })}
                          {p.creditNote && ` ${t("admin.online.credited", { number: p.creditNote })}`}
                        </span>
                      ) : (
                        <Button size="compact-xs" variant="default" onClick={() => setRefunding(p)} aria-label={t("admin.online.refundNamed", { number: p.number })}>
                          {t("admin.online.refund")}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ))}
      {refunding && (
        <FormModal opened title={t("admin.online.refundTitle", { number: refunding.number })} onClose={() => setRefunding(null)}>
          <RefundForm
            payment={refunding}
            provider={view?.provider ?? ""}
            onCancel={() => setRefunding(null)}
            onDone={() => {
              setRefunding(null);
              data.reload();
            }}
          />
        </FormModal>
      )}
    </section>
  );
}

function RefundForm({ payment, provider, onCancel, onDone }: { payment: OnlinePayment; provider: string; onCancel(): void; onDone(): void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const form = useRuleForm({
    initial: { provider: true, creditNote: true, reason: "" },
    submit: (v) => refundPayment(payment._id, v),
    success: () => ({ title: t("admin.online.refundDone", { number: payment.number }) }),
    failure: t("admin.online.refundFailed"),
    onSuccess: onDone,
  });
  return (
    <FormStack form={form} aria-label={t("admin.online.refundTitle", { number: payment.number })}>
      <Checkbox label={t("admin.online.refundAtProvider", { provider, amount: money(payment.amount) })} {...form.checkbox("provider")} />
      <Checkbox label={t("admin.online.refundCredit")} {...form.checkbox("creditNote")} />
      <Textarea label={t("invoice.reason")} autosize minRows={2} {...form.input("reason")} />
      <FormButtons submitLabel={t("admin.online.refundSubmit")} submitting={form.submitting} onCancel={onCancel} />
    </FormStack>
  );
}
