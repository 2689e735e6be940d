import { Button, Group, NativeSelect, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RetryAlert } from "../../data/RetryAlert";
import { useRecord } from "../../data/useRecord";
import { FormButtons } from "../../forms/FormButtons";
import { FormModal } from "../../forms/FormModal";
import { FormStack } from "../../forms/FormStack";
import { useRuleForm } from "../../forms/useRuleForm";
import { useWrite } from "../../forms/useWrite";
import { useConfirm } from "../../dialogs/useConfirm";
import { deleteTermsTemplate, saveTermsTemplate, termsTemplates } from "./api";

/**
 * The quote's terms: typed, or started from saved terms; what is typed can be saved for later
 * quotes, and saved terms chosen can be deleted (the quotes that used them keep their words).
 */
export function TermsField({ value, error, onChange }: { value: string; error: string | undefined; onChange(terms: string): void }) {
  const { t } = useTranslation();
  const templates = useRecord((signal) => termsTemplates(signal), "quoteTemplates");
  const [saving, setSaving] = useState(false);
  const [picked, setPicked] = useState("");
  const { confirm, dialog } = useConfirm();
  const write = useWrite();
  const chosen = templates.data?.find((x) => x._id === picked);

  function remove() {
    if (!chosen) return;
    void confirm({
      title: t("quoteAdmin.editor.deleteTermsTitle", { name: chosen.name }),
      message: t("quoteAdmin.editor.deleteTermsBody"),
      confirmLabel: t("quoteAdmin.editor.deleteTerms"),
      onConfirm: () =>
        write(() => deleteTermsTemplate(chosen._id), {
          success: { title: t("quoteAdmin.editor.termsDeleted", { name: chosen.name }) },
          failure: t("quoteAdmin.editor.templateFailed"),
          onSuccess: () => {
            setPicked("");
            templates.reload();
          },
        }),
    });
  }
  return (
    <div className="quote-terms">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t("quoteAdmin.editor.startFrom")}
          value={picked}
          onChange={(e) => {
            const id = e.currentTarget.value;
            setPicked(id);
            const chosen = templates.data?.find((x) => x._id === id);
            if (chosen) onChange(chosen.terms);
          }}
          data={[{ value: "", label: t("quoteAdmin.editor.pickTemplate") }, ...(templates.data ?? []).map((x) => ({ value: x._id, label: x.name }))]}
        />
        <Button variant="default" disabled={value.trim() === ""} onClick={() => setSaving(true)}>
          {t("quoteAdmin.editor.saveTerms")}
        </Button>
        {chosen && (
          <Button variant="subtle" color="red" onClick={remove}>
            {t("quoteAdmin.editor.deleteTerms")}
          </Button>
        )}
      </Group>
      {dialog}
      {templates.error !== null && <RetryAlert message={t("quoteAdmin.editor.templateFailed")} retrying={templates.loading} onRetry={templates.reload} />}
      <Textarea label={t("quoteAdmin.editor.terms")} autosize minRows={4} maxRows={16} name="terms" value={value} error={error} onChange={(e) => onChange(e.currentTarget.value)} mt="xs" />
      <FormModal opened={saving} title={t("quoteAdmin.editor.saveTerms")} onClose={() => setSaving(false)}>
        <SaveTerms
          terms={value}
          onCancel={() => setSaving(false)}
          onDone={() => {
            setSaving(false);
            templates.reload();
          }}
        />
      </FormModal>
    </div>
  );
}

function SaveTerms({ terms, onCancel, onDone }: { terms: string; onCancel(): void; onDone(): void }) {
  const { t } = useTranslation();
  const form = useRuleForm({
    initial: { name: "", terms },
    submit: (v) => saveTermsTemplate(v),
    success: (saved) => ({ title: t("quoteAdmin.editor.templateSaved", { name: saved.name }) }),
    failure: t("quoteAdmin.editor.templateFailed"),
    onSuccess: onDone,
  });
  // The modal is drawn outside the quote's form, but React passes its submit up to that form: stopped here.
  return (
    <div onSubmit={(e) => e.stopPropagation()}>
      <FormStack form={form} aria-label={t("quoteAdmin.editor.saveTerms")}>
        <TextInput label={t("quoteAdmin.editor.templateName")} required autoComplete="off" data-autofocus {...form.input("name")} />
        <FormButtons submitLabel={t("quoteAdmin.editor.saveTerms")} submitting={form.submitting} onCancel={onCancel} />
      </FormStack>
    </div>
  );
}
