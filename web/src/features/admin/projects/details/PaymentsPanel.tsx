import { Button, Center, Group, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { setPaymentPaid, type StaffPayment } from "../../../../api/admin";
import { useWrite } from "../../../forms/useWrite";
import { MilestoneCards } from "../../../project/PlanCards";
import { LoadFailure } from "../../LoadFailure";
import type { RecordState } from "../../../data/useRecord";
import { PaymentFormModal } from "./PaymentForm";
import { Busy } from "../../../data/Busy";

/**
 * Payments: each milestone's title, description, amount, due date and Done mark; Milestone adds one.
 * The payments are read by the tab (DetailsTab), which draws them on the timeline too.
 */
export function PaymentsPanel({ projectId, payments }: { projectId: string; payments: RecordState<StaffPayment[]> }) {
  const { t } = useTranslation();
  const write = useWrite();
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

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
        <Button onClick={() => setAdding(true)}>{t("admin.projectDetails.milestone")}</Button>
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
            <Button
              size="compact-sm"
              variant="default"
              loading={busy === p._id}
              onClick={() => void setPaid(p, !p.isCompleted)}
              aria-label={t(p.isCompleted ? "admin.projectDetails.markUnpaidNamed" : "admin.projectDetails.markPaidNamed", { title: p.title })}
            >
              {t(p.isCompleted ? "admin.projectDetails.markUnpaid" : "admin.projectDetails.markPaid")}
            </Button>
          )}
        />
      )}
      <PaymentFormModal
        opened={adding}
        projectId={projectId}
        onCancel={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          payments.reload();
        }}
      />
    </section>
  );
}
