import { Checkbox, Modal, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import "@mantine/core/styles/Checkbox.layer.css";
import "@mantine/core/styles/Modal.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import { useTranslation } from "react-i18next";
import { createProject, listTeam, type Client } from "../../../api/admin";
import type { Project } from "../../../api/client";
import { wasm } from "../../../wasm";
import { FormButtons } from "../../forms/FormButtons";
import { useRuleForm } from "../../forms/useRuleForm";
import { LoadFailure } from "../LoadFailure";
import { useRecord } from "../../data/useRecord";
import { Busy } from "../../data/Busy";

export type NewProjectValues = {
  title: string;
  github: string;
  repoName: string;
  projectDesc: string;
  projectDetailsDesc: string;
  /** Team member ids. */
  projectTeam: string[];
};

const EMPTY: NewProjectValues = { title: "", github: "", repoName: "", projectDesc: "", projectDetailsDesc: "", projectTeam: [] };

/** The team to choose from: the largest page the list allows (a company's team fits in it). */
const TEAM_PAGE = { page: 1, perPage: 200, sort: "name", order: "asc" } as const;

interface Props {
  client: Client;
  onCancel(): void;
  onSaved(project: Project): void | Promise<void>;
}

/**
 * New Project (product.md §2): Project Title, Project Github, Repo Name, Small Desc, Large Desc and
 * a checkbox per team member; the shared `validateNewProject` rule (section 5's required fields).
 */
function NewProjectForm({ client, onCancel, onSaved }: Props) {
  const { t } = useTranslation();
  const team = useRecord((signal) => listTeam(TEAM_PAGE, signal), "team");
  const form = useRuleForm<NewProjectValues, Project>({
    initial: EMPTY,
    rule: (v) => wasm().validateNewProject({ ...v, client: client._id }),
    submit: (v) => createProject({ ...v, client: client._id }),
    success: (p) => ({ title: t("admin.clients.projectCreated", { title: p.title }) }),
    failure: t("admin.clients.projectFailed"),
    onSuccess: onSaved,
  });
  const label = (field: Exclude<keyof NewProjectValues, "projectTeam">) => t(`admin.clients.projectFields.${field}`);

  return (
    <form {...form.formProps} aria-label={t("admin.clients.newProjectTitle", { name: client.name })}>
      <Stack gap="sm">
        <TextInput label={label("title")} required autoComplete="off" data-autofocus {...form.input("title")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={label("github")} description={t("admin.clients.githubHint")} required autoComplete="off" {...form.input("github")} />
          <TextInput label={label("repoName")} required autoComplete="off" {...form.input("repoName")} />
        </SimpleGrid>
        <Textarea label={label("projectDesc")} required autosize minRows={2} {...form.input("projectDesc")} />
        <Textarea label={label("projectDetailsDesc")} required autosize minRows={4} {...form.input("projectDetailsDesc")} />
        <Checkbox.Group
          label={t("admin.clients.projectFields.projectTeam")}
          value={form.values.projectTeam}
          onChange={(ids) => form.setValue("projectTeam", ids)}
          error={form.errors.projectTeam}
        >
          {team.error && !team.data ? (
            <LoadFailure what={t("admin.clients.teamLoadError")} error={team.error} retrying={team.loading} onRetry={team.reload} />
          ) : !team.data ? (
            <Busy size="sm" mt="xs" />
          ) : team.data.rows.length === 0 ? (
            <Text size="sm" c="var(--pc-text-muted)" mt="xs">
              {t("admin.clients.noMembers")}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
              {team.data.rows.map((m) => (
                <Checkbox key={m._id} value={m._id} label={`${m.name} (${m.role})`} />
              ))}
            </SimpleGrid>
          )}
        </Checkbox.Group>
        <FormButtons submitLabel={t("admin.clients.createProject")} submitting={form.submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

export function NewProjectModal({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={props.onCancel}
      title={t("admin.clients.newProjectTitle", { name: props.client.name })}
      size="xl"
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {opened && <NewProjectForm {...props} />}
    </Modal>
  );
}
