import { Button, Center, Group, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { setPaymentPaid, staffProjectPayments, type StaffPayment } from "../../../../api/admin";
import { display } from "../../../../wasm/display";
import { useWrite } from "../../../forms/useWrite";
import { LabelBadge } from "../../../portal/LabelCell";
import { LoadFailure } from "../../LoadFailure";
import { useRecord } from "../../../data/useRecord";
import { useMoney } from "../format";
import { PaymentFormModal } from "./PaymentForm";
import { Busy } from "../../../data/Busy";

/** Payments: each milestone's title, description, amount, due date and Done mark; Milestone adds one. */
export function PaymentsPanel({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const payments = useRecord((signal) => staffProjectPayments(projectId, signal), projectId);
  const write = useWrite();
  const money = useMoney();
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const w = display();

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
      ) : payments.data.length === 0 ? (
        <p className="muted">{t("portal.noMilestones")}</p>
      ) : (
        <ul className="plain-list item-list">
          {payments.data.map((p) => {
            const done = w.milestoneLabel(p.isCompleted);
            return (
              <li key={p._id} className="card item">
                <div className="item-head">
                  <Title order={4} size="h5">
                    {p.title}
                  </Title>
                  {done && <LabelBadge label={done} />}
                </div>
                {p.description && <Text size="sm">{p.description}</Text>}
                <Group justify="space-between" align="center" mt={4}>
                  <Text size="sm">
                    {p.dueDate && (
                      <>
                        {t("portal.dueDate")}: <time>{w.displayDate(p.dueDate)}</time>
                        {" · "}
                      </>
                    )}
                    {t("portal.amount")}: {money(p.amount)}
                  </Text>
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
              </li>
            );
          })}
        </ul>
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
