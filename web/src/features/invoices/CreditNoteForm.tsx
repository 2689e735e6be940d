import { Text, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { creditInvoice, type Invoice } from "../../api/invoices";
import { FormButtons } from "../forms/FormButtons";
import { FormModal } from "../forms/FormModal";
import { FormStack } from "../forms/FormStack";
import { useRuleForm } from "../forms/useRuleForm";

interface Props {
  invoice: Invoice;
  onCancel(): void;
  onCredited(credit: Invoice): void;
}

/**
 * Credit note (`POST /invoice/credit/{id}`): the only correction of an issued invoice, of its whole
 * amount, with the reason printed on it (required: the server says so under the field).
 */
function CreditNoteForm({ invoice, onCancel, onCredited }: Props) {
  const { t } = useTranslation();
  const form = useRuleForm({
    initial: { reason: "" },
    submit: (v) => creditInvoice(invoice._id, { reason: v.reason }),
    success: (credit) => ({ title: t("invoice.credited", { number: credit.number }), description: t("invoice.credits", { number: invoice.number }) }),
    failure: t("invoice.creditFailed"),
    onSuccess: onCredited,
  });
  return (
    <FormStack form={form} aria-label={t("invoice.creditTitle", { number: invoice.number })}>
      <Textarea label={t("invoice.reason")} required autosize minRows={3} data-autofocus {...form.input("reason")} />
      <Text size="sm" c="var(--pc-text-muted)">
        {t("invoice.creditHint")}
      </Text>
      <FormButtons submitLabel={t("invoice.creditSubmit")} submitting={form.submitting} onCancel={onCancel} />
    </FormStack>
  );
}

export function CreditNoteModal({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} title={t("invoice.creditTitle", { number: props.invoice.number })} onClose={props.onCancel}>
      <CreditNoteForm {...props} />
    </FormModal>
  );
}
