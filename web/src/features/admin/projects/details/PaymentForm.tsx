import { Stack, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { createPayment } from "../../../../api/admin";
import { wasm } from "../../../../wasm";
import { useRuleForm } from "../../../forms/useRuleForm";
import { FormButtons, FormModal } from "../../../forms/FormModal";

interface Props {
  projectId: string;
  onCancel(): void;
  onSaved(): void;
}

/**
 * Milestone: a payment milestone's title, description, amount and due date (`validatePayment`
 * first; the amount is sent as typed and read by the shared rule), `POST /payment/create`.
 */
function PaymentForm({ projectId, onCancel, onSaved }: Props) {
  const { t } = useTranslation();
  const form = useRuleForm({
    initial: { project: projectId, title: "", description: "", amount: "", dueDate: "", isCompleted: false },
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
        <TextInput label={t("admin.projectDetails.paymentFields.amount")} required inputMode="decimal" autoComplete="off" {...form.input("amount")} />
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
