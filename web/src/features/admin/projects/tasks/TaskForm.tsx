import { MultiSelect, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import "@mantine/core/styles/Combobox.layer.css";
import "@mantine/core/styles/Pill.layer.css";
import "@mantine/core/styles/PillsInput.layer.css";
import "@mantine/core/styles/Popover.layer.css";
import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { addTask, updateTask, type StaffTaskInput } from "../../../../api/admin";
import type { Project, Task } from "../../../../api/client";
import { wasm } from "../../../../wasm";
import { useRuleForm } from "../../../forms/useRuleForm";
import { TASK_PRIORITIES, TASK_STATUSES, taskPriorityLabel, taskStatusLabel, useChoices } from "../choices";
import { FormButtons } from "../../../forms/FormButtons";
import { FormModal } from "../../../forms/FormModal";
import { useTeamMembers } from "../useTeamMembers";

/** The task as the form holds it: every field of the input, as text (assignees as member ids). */
type TaskValues = { [K in keyof StaffTaskInput]-?: K extends "assignedTo" ? string[] : string };

const EMPTY: TaskValues = {
  title: "",
  assignedTo: [],
  status: "todo",
  priority: "medium",
  type: "",
  role: "",
  githubLink: "",
  taskDate: "",
  description: "",
};

export function taskValues(task: Task): TaskValues {
  return {
    title: task.title,
    assignedTo: task.assignedTo.map((p) => p._id),
    status: task.status,
    priority: task.priority,
    type: task.type,
    role: task.role,
    githubLink: task.githubLink,
    taskDate: task.taskDate ?? "",
    description: task.description,
  };
}

export interface TaskTarget {
  sprint: { _id: string; title: string };
  /** The task to edit; a new one in `sprint` without it. */
  task?: Task;
}

interface Props extends TaskTarget {
  project: Project;
  onCancel(): void;
  onSaved(): void;
}

/**
 * Add Task / Edit task: every field (`validateTask` first), assignees chosen among the team (the
 * project's team first). `POST /project/addTask/{sprintId}` or `PUT /project/updateTask/{id}` with the
 * whole task.
 */
function TaskForm({ project, sprint, task, onCancel, onSaved }: Props) {
  const { t } = useTranslation();
  const team = useTeamMembers();
  const form = useRuleForm({
    initial: task ? taskValues(task) : EMPTY,
    rule: (v) => wasm().validateTask(v),
    submit: (v) => (task ? updateTask(task._id, v) : addTask(sprint._id, v)),
    success: { title: task ? t("admin.tasks.saved") : t("admin.tasks.added") },
    failure: task ? t("admin.tasks.saveFailed") : t("admin.tasks.addFailed"),
    onSuccess: onSaved,
  });
  const statuses = useChoices(TASK_STATUSES, taskStatusLabel, form.values.status);
  const priorities = useChoices(TASK_PRIORITIES, taskPriorityLabel, form.values.priority);
  const label = (field: keyof TaskValues) => t(`admin.tasks.fields.${field}`);

  const onTeam = new Set(project.projectTeam.map((m) => m._id));
  const members = team.data ?? [];
  const option = (m: { _id: string; name: string; role: string }) => ({ value: m._id, label: m.role ? `${m.name} (${m.role})` : m.name });
  const assigneeData = [
    { group: t("admin.tasks.projectTeam"), items: members.filter((m) => onTeam.has(m._id)).map(option) },
    { group: t("admin.tasks.otherMembers"), items: members.filter((m) => !onTeam.has(m._id)).map(option) },
  ].filter((g) => g.items.length > 0);

  const title = task ? t("admin.tasks.editTitle", { title: task.title }) : t("admin.tasks.addTitle", { sprint: sprint.title });
  return (
    <form {...form.formProps} aria-label={title}>
      <Stack gap="sm">
        <TextInput label={label("title")} required autoComplete="off" data-autofocus {...form.input("title")} />
        <MultiSelect
          label={label("assignedTo")}
          data={assigneeData}
          value={form.values.assignedTo}
          onChange={(ids) => form.setValue("assignedTo", ids)}
          searchable
          clearable
          nothingFoundMessage={t("admin.tasks.noMember")}
          placeholder={team.data ? undefined : t("common.loading")}
          disabled={!team.data && !team.error}
          error={form.errors.assignedTo ?? (team.error ? t("admin.tasks.teamLoadError") : undefined)}
          comboboxProps={{ withinPortal: true }}
          classNames={{ groupLabel: "combobox-note", empty: "combobox-note" }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect
            label={label("status")}
            data={statuses}
            value={form.values.status}
            error={form.errors.status}
            onChange={(e) => form.setValue("status", e.currentTarget.value)}
          />
          <NativeSelect
            label={label("priority")}
            data={priorities}
            value={form.values.priority}
            error={form.errors.priority}
            onChange={(e) => form.setValue("priority", e.currentTarget.value)}
          />
          <TextInput label={label("type")} autoComplete="off" {...form.input("type")} />
          <TextInput label={label("role")} autoComplete="off" {...form.input("role")} />
        </SimpleGrid>
        <TextInput label={label("githubLink")} type="url" autoComplete="off" {...form.input("githubLink")} />
        <TextInput label={label("taskDate")} type="date" {...form.input("taskDate")} />
        <Textarea label={label("description")} autosize minRows={3} {...form.input("description")} />
        <FormButtons submitLabel={t("admin.tasks.save")} submitting={form.submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

/** The task form in a modal; `target` null keeps it closed. */
export function TaskFormModal({ target, ...props }: Omit<Props, keyof TaskTarget> & { target: TaskTarget | null }) {
  const { t } = useTranslation();
  // The title stays while the modal animates closed.
  const [last, setLast] = useState(target);
  if (target !== null && target !== last) setLast(target);
  const title = last?.task ? t("admin.tasks.editTitle", { title: last.task.title }) : t("admin.tasks.addTitle", { sprint: last?.sprint.title ?? "" });
  return (
    <FormModal opened={target !== null} title={title} onClose={props.onCancel}>
      {target && <TaskForm {...props} {...target} />}
    </FormModal>
  );
}
