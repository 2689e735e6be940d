import { Anchor, Table } from "@mantine/core";
import "@mantine/core/styles/Table.layer.css";
import { useTranslation } from "react-i18next";
import type { Named, Task } from "../../../api/client";
import { display } from "../../../wasm/display";
import { LabelCell } from "../LabelCell";
import { TaskCode, type TaskCodeInfo } from "./code/TaskCode";
import { Assignees } from "./TeamMemberDialog";

interface Props {
  tasks: readonly Task[];
  /** `full`: the Tasks view's columns; `brief`: the road map's (Task, Assigned To, Task Due Date, Description). */
  variant: "full" | "brief";
  onAssignee: (who: Named) => void;
  caption: string;
  /** The code host's view of the tasks (linked issue or pull request, commits), once it has arrived. */
  code?: ReadonlyMap<string, TaskCodeInfo>;
}

/** A sprint's tasks as a table (product.md §2, Tasks view and Road map). */
export function TaskTable({ tasks, variant, onAssignee, caption, code }: Props) {
  const { t } = useTranslation();
  const w = display();
  const full = variant === "full";
  if (tasks.length === 0) return <p className="muted">{t("portal.noTasks")}</p>;
  return (
    // Focusable, so that keyboard users can scroll a table wider than the window (its cells may hold nothing else to focus).
    <Table.ScrollContainer minWidth={full ? 1100 : 640} type="native" tabIndex={0} role="group" aria-label={caption}>
      <Table striped withTableBorder verticalSpacing="xs" className="task-table">
        <Table.Caption className="visually-hidden">{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("portal.col.task")}</Table.Th>
            <Table.Th scope="col">{t("portal.col.assignedTo")}</Table.Th>
            {full && (
              <>
                <Table.Th scope="col">{t("portal.col.status")}</Table.Th>
                <Table.Th scope="col">{t("portal.col.priority")}</Table.Th>
                <Table.Th scope="col">{t("portal.col.type")}</Table.Th>
                <Table.Th scope="col">{t("portal.col.role")}</Table.Th>
                <Table.Th scope="col">{t("portal.col.githubLink")}</Table.Th>
              </>
            )}
            <Table.Th scope="col">{t("portal.col.taskDueDate")}</Table.Th>
            <Table.Th scope="col">{t("portal.col.description")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tasks.map((task) => (
            <Table.Tr key={task._id}>
              <Table.Th scope="row" fw={600}>
                {task.title}
              </Table.Th>
              <Table.Td>
                <Assignees people={task.assignedTo} onOpen={onAssignee} />
              </Table.Td>
              {full && (
                <>
                  <LabelCell label={w.taskStatusLabel(task.status)} />
                  <LabelCell label={w.taskPriorityLabel(task.priority)} />
                  <Table.Td>{task.type}</Table.Td>
                  <Table.Td>{task.role}</Table.Td>
                  <Table.Td className="break-anywhere">
                    {task.githubLink && (
                      <Anchor href={task.githubLink} target="_blank" rel="noopener noreferrer" c="indigo.8">
                        {task.githubLink.replace(/^https?:\/\//, "")}
                      </Anchor>
                    )}
                    <TaskCode info={code?.get(task._id)} />
                  </Table.Td>
                </>
              )}
              <Table.Td className="nowrap">{task.taskDate ? w.displayDate(task.taskDate) : ""}</Table.Td>
              <Table.Td>{task.description}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
