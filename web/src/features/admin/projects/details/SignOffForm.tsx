import { NativeSelect, Stack, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { askSignOff } from "../../../../api/signoffs";
import { wasm } from "../../../../wasm";
import { FormButtons } from "../../../forms/FormButtons";
import { FormModal } from "../../../forms/FormModal";
import { useRuleForm } from "../../../forms/useRuleForm";

interface Props {
  /** What is signed off: a goal (or a milestone's deliverables), with its title for the heading. */
  subject: { goal: string; title: string } | { payment: string; title: string };
  onCancel(): void;
  onSaved(): void;
}

const lines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * Ask for sign-off (`validateSignOff`, then `POST /signoff/request`): what was delivered, links to
 * it (pull requests, a staging site), whether one approver or all decide, and when to remind them.
 */
function SignOffForm({ subject, onCancel, onSaved }: Props) {
  const { t } = useTranslation();
  const key = "goal" in subject ? { goal: subject.goal } : { payment: subject.payment };
  const toInput = (v: { summary: string; links: string; rule: string; remindAfterDays: string }) => ({
    ...key,
    summary: v.summary,
    links: lines(v.links),
    rule: v.rule,
    remindAfterDays: v.remindAfterDays,
  });
  const form = useRuleForm({
    initial: { summary: "", links: "", rule: "any", remindAfterDays: "3" },
    rule: (v) => wasm().validateSignOff(toInput(v)),
    submit: (v) => askSignOff(toInput(v)),
    success: { title: t("admin.projectDetails.signOff.asked"), description: subject.title },
    failure: t("admin.projectDetails.signOff.askFailed"),
    onSuccess: onSaved,
  });
  return (
    <form {...form.formProps} aria-label={t("admin.projectDetails.signOff.askTitle", { title: subject.title })}>
      <Stack gap="sm">
        <Textarea label={t("admin.projectDetails.signOff.summary")} required autosize minRows={3} data-autofocus {...form.input("summary")} />
        <Textarea label={t("admin.projectDetails.signOff.links")} autosize minRows={2} placeholder="https://" {...form.input("links")} />
        <NativeSelect
          label={t("admin.projectDetails.signOff.who")}
          data={[
            { value: "any", label: t("signOff.rule.any") },
            { value: "all", label: t("signOff.rule.all") },
          ]}
          value={form.values.rule}
          error={form.errors.rule}
          onChange={(e) => form.setValue("rule", e.currentTarget.value)}
        />
        <TextInput label={t("admin.projectDetails.signOff.remind")} inputMode="numeric" autoComplete="off" {...form.input("remindAfterDays")} />
        <FormButtons submitLabel={t("admin.projectDetails.signOff.ask")} submitting={form.submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

export function SignOffFormModal({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} title={t("admin.projectDetails.signOff.askTitle", { title: props.subject.title })} onClose={props.onCancel}>
      <SignOffForm {...props} />
    </FormModal>
  );
}
