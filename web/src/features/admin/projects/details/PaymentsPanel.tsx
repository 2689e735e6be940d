import { Button, Center, Group, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { setPaymentPaid, type StaffGoal, type StaffPayment } from "../../../../api/admin";
import { setPaymentDue } from "../../../../api/signoffs";
import { useWrite } from "../../../forms/useWrite";
import { IssueInvoice } from "../../../invoices/Invoices";
import { consoleHref } from "../../consoleQuery";
import { MilestoneCards } from "../../../project/PlanCards";
import { LoadFailure } from "../../LoadFailure";
import type { RecordState } from "../../../data/useRecord";
import { PaymentFormModal } from "./PaymentForm";
import { ReceiptFormModal } from "./ReceiptForm";
import { Busy } from "../../../data/Busy";

interface Props {
  projectId: string;
  currency: string;
  payments: RecordState<StaffPayment[]>;
  goals: readonly StaffGoal[];
  /** An invoice was issued here: the project's invoices are read again. */
  onInvoiced?(): void;
}

/**
 * Payments: each milestone's title, status, description, amount with its currency and due date;
 * Milestone adds one. Per milestone: Record payment (what was received, as a row), Mark due or
 * Back to planned, and Mark paid in full or not. Issue invoice (while a milestone is due) bills the
 * due ones (ADR 0033). The payments are read by the tab (DetailsTab), which draws them on the
 * timeline too.
 */
export function PaymentsPanel({ projectId, currency, payments, goals, onInvoiced }: Props) {
  const { t } = useTranslation();
  const write = useWrite();
  const [adding, setAdding] = useState(false);
  const [receiving, setReceiving] = useState<StaffPayment | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function setDue(p: StaffPayment, due: boolean) {
    setBusy(p._id);
    await write(() => setPaymentDue(p._id, due), {
      success: { title: t("admin.projectDetails.signOff.payment.dueChanged"), description: p.title },
      failure: t("admin.projectDetails.signOff.payment.dueFailed"),
      onSuccess: payments.reload,
    });
    setBusy(null);
  }

  async function setPaid(p: StaffPayment, paid: boolean) {
    setBusy(p._id);
    await write(() => setPaymentPaid(p._id, paid), {
      success: { title: t(paid ? "admin.projectDetails.markedPaid" : "admin.projectDetails.markedUnpaid"), description: p.title },
      failure: t("admin.projectDetails.paidFailed"),
      onSuccess: payments.reload,
    });
    setBusy(null);
  }

  return (
    <section aria-labelledby="admin-payments">
      <Group justify="space-between" mb="sm">
        <Title order={3} id="admin-payments">
          {t("admin.projectDetails.payments")}
        </Title>
        <Group gap="sm">
          <IssueInvoice
            projectId={projectId}
            milestones={payments.data ?? []}
            settingsHref={consoleHref("settings")}
            onIssued={() => {
              payments.reload();
              onInvoiced?.();
            }}
          />
          <Button onClick={() => setAdding(true)}>{t("admin.projectDetails.milestone")}</Button>
        </Group>
      </Group>
      {payments.error !== null && (
        <LoadFailure what={t("admin.projectDetails.paymentsLoadError")} error={payments.error} retrying={payments.loading} onRetry={payments.reload} />
      )}
      {!payments.data ? (
        !payments.error && (
          <Center py="md">
            <Busy size="sm" />
          </Center>
        )
      ) : (
        <MilestoneCards
          milestones={payments.data}
          action={(p) => (
            <Group gap="xs" justify="flex-end">
              {p.status !== "paid" && (
                <Button
                  size="compact-sm"
                  variant="default"
                  onClick={() => setReceiving(p)}
                  aria-label={t("admin.projectDetails.signOff.payment.recordPaymentNamed", { title: p.title })}
                >
                  {t("admin.projectDetails.signOff.payment.recordPayment")}
                </Button>
              )}
              {(p.status === "planned" || p.status === "due") && (
                <Button
                  size="compact-sm"
                  variant="default"
                  loading={busy === p._id}
                  onClick={() => void setDue(p, p.status === "planned")}
                  aria-label={t(p.status === "planned" ? "admin.projectDetails.signOff.payment.markDueNamed" : "admin.projectDetails.signOff.payment.markPlannedNamed", { title: p.title })}
                >
                  {t(p.status === "planned" ? "admin.projectDetails.signOff.payment.markDue" : "admin.projectDetails.signOff.payment.markPlanned")}
                </Button>
              )}
              <Button
                size="compact-sm"
                variant="default"
                loading={busy === p._id}
                onClick={() => void setPaid(p, !p.isCompleted)}
                aria-label={t(p.isCompleted ? "admin.projectDetails.markUnpaidNamed" : "admin.projectDetails.markPaidNamed", { title: p.title })}
              >
                {t(p.isCompleted ? "admin.projectDetails.markUnpaid" : "admin.projectDetails.markPaid")}
              </Button>
            </Group>
          )}
        />
      )}
      {receiving && (
        <ReceiptFormModal
          opened
          payment={receiving}
          onCancel={() => setReceiving(null)}
          onSaved={() => {
            setReceiving(null);
            payments.reload();
          }}
        />
      )}
      <PaymentFormModal
        opened={adding}
        projectId={projectId}
        currency={currency}
        goals={goals}
        onCancel={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          payments.reload();
        }}
      />
    </section>
  );
}
