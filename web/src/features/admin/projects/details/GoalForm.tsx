import { NativeSelect, Stack, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { createGoal } from "../../../../api/admin";
import { wasm } from "../../../../wasm";
import { useRuleForm } from "../../../forms/useRuleForm";
import { GOAL_STATUSES, goalStatusLabel, useChoices } from "../choices";
import { FormButtons } from "../../../forms/FormButtons";
import { FormModal } from "../../../forms/FormModal";

interface Props {
  projectId: string;
  onCancel(): void;
  onSaved(): void;
}

/** Add Goal: title, description, status, last date (`validateGoal` first), `POST /goal/create`. */
function GoalForm({ projectId, onCancel, onSaved }: Props) {
  const { t } = useTranslation();
  const form = useRuleForm({
    initial: { project: projectId, title: "", desc: "", status: "todo", dueDate: "", isCompleted: false },
    rule: (v) => wasm().validateGoal(v),
    submit: (v) => createGoal(v),
    success: { title: t("admin.projectDetails.goalAdded") },
    failure: t("admin.projectDetails.goalAddFailed"),
    onSuccess: onSaved,
  });
  const statuses = useChoices(GOAL_STATUSES, goalStatusLabel);
  return (
    <form {...form.formProps} aria-label={t("admin.projectDetails.addGoal")}>
      <Stack gap="sm">
        <TextInput label={t("admin.projectDetails.goalFields.title")} required autoComplete="off" data-autofocus {...form.input("title")} />
        <Textarea label={t("admin.projectDetails.goalFields.desc")} autosize minRows={2} {...form.input("desc")} />
        <NativeSelect
          label={t("admin.projectDetails.goalFields.status")}
          data={statuses}
          value={form.values.status}
          error={form.errors.status}
          onChange={(e) => form.setValue("status", e.currentTarget.value)}
        />
        <TextInput label={t("admin.projectDetails.goalFields.dueDate")} type="date" {...form.input("dueDate")} />
        <FormButtons submitLabel={t("admin.projectDetails.save")} submitting={form.submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

export function GoalFormModal({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} title={t("admin.projectDetails.addGoal")} onClose={props.onCancel}>
      <GoalForm {...props} />
    </FormModal>
  );
}
