import { Stack, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { addSprint } from "../../../../api/admin";
import { wasm } from "../../../../wasm";
import { useRuleForm } from "../../../forms/useRuleForm";
import { FormButtons } from "../../../forms/FormButtons";
import { FormModal } from "../../../forms/FormModal";

const EMPTY = { title: "", goal: "", timeline: "", startDate: "", endDate: "" };

interface Props {
  projectId: string;
  onCancel(): void;
  onSaved(): void;
}

/** New Sprint: title, goal, timeline, start and end (`validateSprint` first), `POST /project/addSprint/{id}`. */
function SprintForm({ projectId, onCancel, onSaved }: Props) {
  const { t } = useTranslation();
  const form = useRuleForm({
    initial: EMPTY,
    rule: (v) => wasm().validateSprint(v),
    submit: (v) => addSprint(projectId, v),
    success: { title: t("admin.sprints.added") },
    failure: t("admin.sprints.addFailed"),
    onSuccess: onSaved,
  });
  const label = (field: keyof typeof EMPTY) => t(`admin.sprints.fields.${field}`);
  return (
    <form {...form.formProps} aria-label={t("admin.sprints.new")}>
      <Stack gap="sm">
        <TextInput label={label("title")} required autoComplete="off" data-autofocus {...form.input("title")} />
        <Textarea label={label("goal")} autosize minRows={2} {...form.input("goal")} />
        <TextInput label={label("timeline")} autoComplete="off" {...form.input("timeline")} />
        <TextInput label={label("startDate")} type="date" {...form.input("startDate")} />
        <TextInput label={label("endDate")} type="date" {...form.input("endDate")} />
        <FormButtons submitLabel={t("admin.sprints.save")} submitting={form.submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

export function SprintFormModal({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} title={t("admin.sprints.new")} onClose={props.onCancel}>
      <SprintForm {...props} />
    </FormModal>
  );
}
