import { Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { StaffPayment } from "../../../../api/admin";
import { recordReceipt } from "../../../../api/signoffs";
import { wasm } from "../../../../wasm";
import { FormButtons } from "../../../forms/FormButtons";
import { FormModal } from "../../../forms/FormModal";
import { useRuleForm } from "../../../forms/useRuleForm";

interface Props {
  payment: StaffPayment;
  onCancel(): void;
  onSaved(): void;
}

/**
 * Record payment (`validateReceipt`, then `POST /payment/receipt/{id}`): what was received, in the
 * milestone's currency, on which day, with a bank reference. A receipt is a row: the milestone's
 * amount never changes, and what is left shows on it.
 */
function ReceiptForm({ payment, onCancel, onSaved }: Props) {
  const { t } = useTranslation();
  const today = new Date().toISOString().slice(0, 10);
  const form = useRuleForm({
    initial: { amount: "", currency: payment.currency, receivedOn: today, note: "" },
    rule: (v) => wasm().validateReceipt(v),
    submit: (v) => recordReceipt(payment._id, v),
    success: { title: t("admin.projectDetails.signOff.payment.recorded"), description: payment.title },
    failure: t("admin.projectDetails.signOff.payment.recordFailed"),
    onSuccess: onSaved,
  });
  return (
    <form {...form.formProps} aria-label={t("admin.projectDetails.signOff.payment.receiptTitle", { title: payment.title })}>
      <Stack gap="sm">
        <TextInput
          label={t("admin.projectDetails.signOff.payment.amount", { currency: payment.currency })}
          required
          inputMode="decimal"
          autoComplete="off"
          data-autofocus
          {...form.input("amount")}
        />
        <TextInput label={t("admin.projectDetails.signOff.payment.receivedOn")} type="date" required {...form.input("receivedOn")} />
        <TextInput label={t("admin.projectDetails.signOff.payment.note")} autoComplete="off" {...form.input("note")} />
        <FormButtons submitLabel={t("admin.projectDetails.signOff.payment.recordPayment")} submitting={form.submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

export function ReceiptFormModal({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} title={t("admin.projectDetails.signOff.payment.receiptTitle", { title: props.payment.title })} onClose={props.onCancel}>
      <ReceiptForm {...props} />
    </FormModal>
  );
}
