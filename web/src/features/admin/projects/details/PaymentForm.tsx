import { NativeSelect, Stack, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { createPayment, type StaffGoal } from "../../../../api/admin";
import { wasm } from "../../../../wasm";
import { useRuleForm } from "../../../forms/useRuleForm";
import { FormButtons } from "../../../forms/FormButtons";
import { FormModal } from "../../../forms/FormModal";

interface Props {
  projectId: string;
  /** The project's currency: the amount is in it. */
  currency: string;
  /** The project's goals: a milestone falls due when its goal is approved. */
  goals: readonly StaffGoal[];
  onCancel(): void;
  onSaved(): void;
}

/**
 * Milestone: a payment milestone's title, description, amount in the project's currency, the goal
 * whose approval makes it due, and due date (`validatePayment` first; the amount is sent as typed
 * and read by the shared rule with the currency's own decimals), `POST /payment/create`.
 */
function PaymentForm({ projectId, currency, goals, onCancel, onSaved }: Props) {
  const { t } = useTranslation();
  const form = useRuleForm({
    initial: { project: projectId, title: "", description: "", amount: "", currency, goal: "", dueDate: "", isCompleted: false },
    rule: (v) => wasm().validatePayment(v),
    submit: (v) => createPayment(v),
    success: { title: t("admin.projectDetails.paymentAdded") },
    failure: t("admin.projectDetails.paymentAddFailed"),
    onSuccess: onSaved,
  });
  return (
    <form {...form.formProps} aria-label={t("admin.projectDetails.addPayment")}>
      <Stack gap="sm">
        <TextInput label={t("admin.projectDetails.paymentFields.title")} required autoComplete="off" data-autofocus {...form.input("title")} />
        <Textarea label={t("admin.projectDetails.paymentFields.description")} autosize minRows={2} {...form.input("description")} />
        <TextInput
          label={`${t("admin.projectDetails.paymentFields.amount")} (${currency})`}
          required
          inputMode="decimal"
          autoComplete="off"
          {...form.input("amount")}
        />
        <NativeSelect
          label={t("admin.projectDetails.signOff.payment.goal")}
          data={[{ value: "", label: t("admin.projectDetails.signOff.payment.noGoal") }, ...goals.map((g) => ({ value: g._id, label: g.title }))]}
          value={form.values.goal}
          error={form.errors.goal}
          onChange={(e) => form.setValue("goal", e.currentTarget.value)}
        />
        <TextInput label={t("admin.projectDetails.paymentFields.dueDate")} type="date" {...form.input("dueDate")} />
        <FormButtons submitLabel={t("admin.projectDetails.save")} submitting={form.submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

export function PaymentFormModal({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} title={t("admin.projectDetails.addPayment")} onClose={props.onCancel}>
      <PaymentForm {...props} />
    </FormModal>
  );
}
