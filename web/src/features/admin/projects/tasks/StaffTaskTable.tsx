import { Anchor, Button, Group, Table } from "@mantine/core";
import "@mantine/core/styles/Table.layer.css";
import { useTranslation } from "react-i18next";
import { setTaskPriority, setTaskStatus } from "../../../../api/admin";
import type { Task } from "../../../../api/client";
import { labelText } from "../../../../i18n/labels";
import { display } from "../../../../wasm/display";
import { useWrite } from "../../../forms/useWrite";
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
  if (tasks.length === 0) return <p className="muted">{t("admin.tasks.none")}</p>;
  return (
    <Table.ScrollContainer minWidth={1250} type="native">
      <Table striped withTableBorder verticalSpacing="xs" className="task-table staff-task-table">
        <Table.Caption className="visually-hidden">{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("portal.col.task")}</Table.Th>
            <Table.Th scope="col">{t("portal.col.assignedTo")}</Table.Th>
            <Table.Th scope="col">{t("portal.col.status")}</Table.Th>
            <Table.Th scope="col">{t("portal.col.priority")}</Table.Th>
            <Table.Th scope="col">{t("portal.col.type")}</Table.Th>
            <Table.Th scope="col">{t("portal.col.role")}</Table.Th>
            <Table.Th scope="col">{t("portal.col.githubLink")}</Table.Th>
            <Table.Th scope="col">{t("portal.col.taskDueDate")}</Table.Th>
            <Table.Th scope="col">{t("portal.col.description")}</Table.Th>
            <Table.Th scope="col">{t("admin.tasks.actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tasks.map((task) => (
            <TaskRow key={task._id} task={task} onEdit={onEdit} onDelete={onDelete} onChanged={onChanged} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function TaskRow({ task, onEdit, onDelete, onChanged }: { task: Task } & Omit<Props, "tasks" | "caption">) {
  const { t, i18n } = useTranslation();
  const write = useWrite();
  const w = display();
  const statuses = useChoices(TASK_STATUSES, taskStatusLabel, task.status);
  const priorities = useChoices(TASK_PRIORITIES, taskPriorityLabel, task.priority);
  const said = (label: ReturnType<typeof taskStatusLabel>) => labelText(label, i18n.language);

  return (
    <Table.Tr>
      <Table.Th scope="row" fw={600}>
        {task.title}
      </Table.Th>
      <Table.Td>
        {task.assignedTo.length === 0 ? (
          <span className="muted">{t("portal.unassigned")}</span>
        ) : (
          <span className="assignees">
            {task.assignedTo.map((p) => (
              <span key={p._id}>{p.name}</span>
            ))}
          </span>
        )}
      </Table.Td>
      <Table.Td>
        <RowSelect
          label={t("admin.tasks.statusOf", { title: task.title })}
          value={task.status}
          choices={statuses}
          toLabel={taskStatusLabel}
          onChoose={(status) =>
            write(() => setTaskStatus(task._id, status), {
              success: { title: t("admin.tasks.statusChanged"), description: `${task.title}: ${said(taskStatusLabel(status))}` },
              failure: t("admin.tasks.statusFailed"),
              onSuccess: onChanged,
            })
          }
        />
      </Table.Td>
      <Table.Td>
        <RowSelect
          label={t("admin.tasks.priorityOf", { title: task.title })}
          value={task.priority}
          choices={priorities}
          toLabel={taskPriorityLabel}
          onChoose={(priority) =>
            write(() => setTaskPriority(task._id, priority), {
              success: { title: t("admin.tasks.priorityChanged"), description: `${task.title}: ${said(taskPriorityLabel(priority))}` },
              failure: t("admin.tasks.priorityFailed"),
              onSuccess: onChanged,
            })
          }
        />
      </Table.Td>
      <Table.Td>{task.type}</Table.Td>
      <Table.Td>{task.role}</Table.Td>
      <Table.Td className="break-anywhere">
        {task.githubLink && (
          <Anchor href={task.githubLink} target="_blank" rel="noopener noreferrer" c="indigo.8">
            {task.githubLink.replace(/^https?:\/\//, "")}
          </Anchor>
        )}
      </Table.Td>
      <Table.Td className="nowrap">{task.taskDate ? w.displayDate(task.taskDate) : ""}</Table.Td>
      <Table.Td>{task.description}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-sm" variant="default" onClick={() => onEdit(task)} aria-label={t("admin.tasks.editNamed", { title: task.title })}>
            {t("admin.tasks.edit")}
          </Button>
          <Button
            size="compact-sm"
            variant="outline"
            color="red.9"
            onClick={() => onDelete(task)}
            aria-label={t("admin.tasks.deleteNamed", { title: task.title })}
          >
            {t("admin.tasks.delete")}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
