import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { setTaskPriority, setTaskStatus } from "../../../../api/admin";
import type { Task } from "../../../../api/client";
import { labelText } from "../../../../i18n/labels";
import { useWrite } from "../../../forms/useWrite";
import { TaskTable } from "../../../project/TaskTable";
import { TASK_PRIORITIES, TASK_STATUSES, taskPriorityLabel, taskStatusLabel, useChoices } from "../choices";
import { RowSelect } from "./RowSelect";

interface Props {
  tasks: readonly Task[];
  caption: string;
  onEdit(task: Task): void;
  onDelete(task: Task): void;
  onChanged(): void;
}

/**
 * A sprint's tasks for staff: the client's columns, with the status and priority as selectors that
 * write at once, and Edit and Delete per task.
 */
export function StaffTaskTable({ tasks, caption, onEdit, onDelete, onChanged }: Props) {
  const { t } = useTranslation();
  return (
    <TaskTable
      tasks={tasks}
      variant="full"
      caption={caption}
      staff={{
        status: (task) => <FieldSelect task={task} field="status" onChanged={onChanged} />,
        priority: (task) => <FieldSelect task={task} field="priority" onChanged={onChanged} />,
        actions: (task) => <RowActions task={task} onEdit={onEdit} onDelete={onDelete} />,
        actionsHeading: t("admin.tasks.actions"),
        empty: t("admin.tasks.none"),
      }}
    />
  );
}

/** The two fields staff change straight from the row. */
const FIELDS = {
  status: {
    values: TASK_STATUSES,
    toLabel: taskStatusLabel,
    send: setTaskStatus,
    words: { of: "admin.tasks.statusOf", changed: "admin.tasks.statusChanged", failed: "admin.tasks.statusFailed" },
  },
  priority: {
    values: TASK_PRIORITIES,
    toLabel: taskPriorityLabel,
    send: setTaskPriority,
    words: { of: "admin.tasks.priorityOf", changed: "admin.tasks.priorityChanged", failed: "admin.tasks.priorityFailed" },
  },
} as const;

function FieldSelect({ task, field, onChanged }: { task: Task; field: keyof typeof FIELDS; onChanged(): void }) {
  const { t, i18n } = useTranslation();
  const write = useWrite();
  const { values, toLabel, send, words } = FIELDS[field];
  const choices = useChoices(values, toLabel, task[field]);
  return (
    <RowSelect
      label={t(words.of, { title: task.title })}
      value={task[field]}
      choices={choices}
      toLabel={toLabel}
      onChoose={(value) =>
        write(() => send(task._id, value), {
          success: { title: t(words.changed), description: `${task.title}: ${labelText(toLabel(value), i18n.language)}` },
          failure: t(words.failed),
          onSuccess: onChanged,
        })
      }
    />
  );
}

function RowActions({ task, onEdit, onDelete }: { task: Task } & Pick<Props, "onEdit" | "onDelete">) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="compact-sm" variant="default" onClick={() => onEdit(task)} aria-label={t("admin.tasks.editNamed", { title: task.title })}>
        {t("admin.tasks.edit")}
      </Button>
      <Button size="compact-sm" variant="outline" color="red.9" onClick={() => onDelete(task)} aria-label={t("admin.tasks.deleteNamed", { title: task.title })}>
        {t("admin.tasks.delete")}
      </Button>
    </Group>
  );
}
