import { SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import "@mantine/core/styles/SimpleGrid.layer.css";
import { useTranslation } from "react-i18next";
import { updateProject, type UpdateProjectInput } from "../../../../api/admin";
import type { Project } from "../../../../api/client";
import { wasm } from "../../../../wasm";
import { useRuleForm } from "../../../forms/useRuleForm";
import { FormButtons } from "../../../forms/FormButtons";
import { FormModal } from "../../../forms/FormModal";

/** The project's editable fields as the form holds them: every field of the input, as text. */
type ProjectValues = { [K in keyof UpdateProjectInput]-?: string };

export function projectValues(p: Project): ProjectValues {
  return {
    title: p.title,
    projectDesc: p.projectDesc,
    projectDetailsDesc: p.projectDetailsDesc,
    github: p.github,
    repoName: p.repoName,
    projectCost: p.projectCost ?? "",
    projectTimeline: p.projectTimeline,
    currency: p.currency,
  };
}

interface Props {
  project: Project;
  onCancel(): void;
  onSaved(): void;
}

/** Update: the project's fields (`validateUpdateProject` first), `PUT /project/updateProject/{id}`. */
function UpdateProjectForm({ project, onCancel, onSaved }: Props) {
  const { t } = useTranslation();
  const form = useRuleForm({
    initial: projectValues(project),
    rule: (v) => wasm().validateUpdateProject(v),
    submit: (v) => updateProject(project._id, v),
    success: { title: t("admin.projectDetails.updated") },
    failure: t("admin.projectDetails.updateFailed"),
    onSuccess: onSaved,
  });
  const label = (field: keyof ProjectValues) => t(`admin.projectDetails.fields.${field}`);
  return (
    <form {...form.formProps} aria-label={t("admin.projectDetails.updateTitle")}>
      <Stack gap="sm">
        <TextInput label={label("title")} required autoComplete="off" data-autofocus {...form.input("title")} />
        <Textarea label={label("projectDesc")} required autosize minRows={2} {...form.input("projectDesc")} />
        <Textarea label={label("projectDetailsDesc")} required autosize minRows={3} {...form.input("projectDetailsDesc")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={label("github")} required autoComplete="off" {...form.input("github")} />
          <TextInput label={label("repoName")} required autoComplete="off" {...form.input("repoName")} />
          <TextInput label={label("projectCost")} autoComplete="off" {...form.input("projectCost")} />
          <TextInput label={label("projectTimeline")} autoComplete="off" {...form.input("projectTimeline")} />
          <TextInput label={label("currency")} autoComplete="off" maxLength={3} {...form.input("currency")} />
        </SimpleGrid>
        <FormButtons submitLabel={t("admin.projectDetails.save")} submitting={form.submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

export function UpdateProjectModal({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} title={t("admin.projectDetails.updateTitle")} onClose={props.onCancel}>
      <UpdateProjectForm {...props} />
    </FormModal>
  );
}
