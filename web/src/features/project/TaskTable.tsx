import { Anchor, Table } from "@mantine/core";
import "@mantine/core/styles/Table.layer.css";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Named, Task } from "../../api/client";
import { display } from "../../wasm/display";
import { LabelCell } from "../labels/LabelCell";
import { ColumnHeads } from "./ColumnHeads";
import { Assignees } from "./TeamMemberDialog";
import "./project.css";

interface Props {
  tasks: readonly Task[];
  /** `full`: the Tasks view's columns; `brief`: the road map's (Task, Assigned To, Task Due Date, Description). */
  variant: "full" | "brief";
  caption: string;
  /** Opens an assignee's card; without it the names are plain text. */
  onAssignee?: (who: Named) => void;
  /** Beside a task's Github Link: what the code host says of it (the client's workspace only). */
  linkExtra?: (task: Task) => ReactNode;
  /** The console's controls, which make the table the full one with an actions column. */
  staff?: StaffTaskControls;
}

/** What staff get in place of the client's read-only cells. */
export interface StaffTaskControls {
  status: (task: Task) => ReactNode;
  priority: (task: Task) => ReactNode;
  actions: (task: Task) => ReactNode;
  actionsHeading: string;
  empty: string;
}

/** A sprint's tasks as a table (product.md §2, Tasks view and Road map), read-only or with staff controls. */
export function TaskTable({ tasks, variant, onAssignee, caption, linkExtra, staff }: Props) {
  const { t } = useTranslation();
  const w = display();
  const full = variant === "full" || staff !== undefined;
  if (tasks.length === 0) return <p className="muted">{staff ? staff.empty : t("portal.noTasks")}</p>;
  const heads = [
    t("portal.col.task"),
    t("portal.col.assignedTo"),
    ...(full ? [t("portal.col.status"), t("portal.col.priority"), t("portal.col.type"), t("portal.col.role"), t("portal.col.githubLink")] : []),
    t("portal.col.taskDueDate"),
    t("portal.col.description"),
    ...(staff ? [staff.actionsHeading] : []),
  ];
  // Focusable, so that keyboard users can scroll a table wider than the window (its cells may hold nothing else to focus).
  const scroll = staff ? { minWidth: 1250 } : { minWidth: full ? 1100 : 640, tabIndex: 0, role: "group", "aria-label": caption };
  return (
    <Table.ScrollContainer type="native" {...scroll}>
      <Table striped withTableBorder verticalSpacing="xs" className={staff ? "task-table staff-task-table" : "task-table"}>
        <Table.Caption className="visually-hidden">{caption}</Table.Caption>
        <ColumnHeads names={heads} />
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
                  {staff ? <Table.Td>{staff.status(task)}</Table.Td> : <LabelCell label={w.taskStatusLabel(task.status)} />}
                  {staff ? <Table.Td>{staff.priority(task)}</Table.Td> : <LabelCell label={w.taskPriorityLabel(task.priority)} />}
                  <Table.Td>{task.type}</Table.Td>
                  <Table.Td>{task.role}</Table.Td>
                  <Table.Td className="break-anywhere">
                    {task.githubLink && (
                      <Anchor href={task.githubLink} target="_blank" rel="noopener noreferrer" c="var(--pc-link)">
                        {task.githubLink.replace(/^https?:\/\//, "")}
                      </Anchor>
                    )}
                    {linkExtra?.(task)}
                  </Table.Td>
                </>
              )}
              <Table.Td className="nowrap">{task.taskDate ? w.displayDate(task.taskDate) : ""}</Table.Td>
              <Table.Td>{task.description}</Table.Td>
              {staff && <Table.Td>{staff.actions(task)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
