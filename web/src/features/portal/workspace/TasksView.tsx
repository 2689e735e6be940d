import { NativeSelect, Tabs, Text, Title } from "@mantine/core";
import "@mantine/core/styles/Tabs.layer.css";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Project } from "../../../api/client";
import { labelText } from "../../../i18n/labels";
import { display } from "../../../wasm/display";
import { LabelBadge } from "../LabelCell";
import { groupByStatus } from "./board";
import { codeByTask } from "./code/TaskCode";
import { useCodeActivity } from "./code/useCodeActivity";
import { TaskTable } from "./TaskTable";
import { Assignees, useTeamMemberDialog } from "./TeamMemberDialog";

const ALL = "all";

/** Tasks view (product.md §2): per-sprint tables, and a read-only board by status. */
export function TasksView({ project }: { project: Project }) {
  const { t } = useTranslation();
  const team = useTeamMemberDialog(project.projectTeam);
  // The code host's view of the tasks decorates the table once it arrives; the table never waits
  // for it, and a failed read just leaves the decorations out.
  const activity = useCodeActivity(project._id, "client").data;
  const code = useMemo(() => codeByTask(activity), [activity]);
  return (
    <>
      <Tabs defaultValue="tasks" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="tasks">{t("portal.tasks")}</Tabs.Tab>
          <Tabs.Tab value="board">{t("portal.board")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="tasks" pt="md">
          {project.sprints.length === 0 ? (
            <p className="muted">{t("portal.noSprints")}</p>
          ) : (
            project.sprints.map((s) => (
              <section key={s._id} className="sprint-block" aria-label={s.title}>
                <Title order={3} size="h4" mb="xs">
                  {s.title}
                </Title>
                <TaskTable tasks={s.tasks} variant="full" onAssignee={team.open} caption={s.title} code={code} />
              </section>
            ))
          )}
        </Tabs.Panel>
        <Tabs.Panel value="board" pt="md">
          <Board project={project} onAssignee={team.open} />
        </Tabs.Panel>
      </Tabs>
      {team.dialog}
    </>
  );
}

function Board({ project, onAssignee }: { project: Project; onAssignee: ReturnType<typeof useTeamMemberDialog>["open"] }) {
  const { t, i18n } = useTranslation();
  const w = display();
  const [sprintId, setSprintId] = useState(ALL);
  const sprints = sprintId === ALL ? project.sprints : project.sprints.filter((s) => s._id === sprintId);
  const columns = groupByStatus(sprints, (status) => w.taskStatusLabel(status));

  return (
    <>
      <NativeSelect
        label={t("portal.boardSprint")}
        maw={320}
        mb="md"
        value={sprintId}
        onChange={(e) => setSprintId(e.currentTarget.value)}
        data={[{ value: ALL, label: t("portal.allSprints") }, ...project.sprints.map((s) => ({ value: s._id, label: s.title }))]}
      />
      <p className="muted small">{t("portal.boardReadOnly")}</p>
      <div className="board">
        {columns.map((col) => {
          const name = labelText(col.label, i18n.language);
          return (
            <section key={col.label.key} className="board-column" aria-label={name}>
              <h3 className="board-column-title">
                <LabelBadge label={col.label} /> <span className="board-count">{col.cards.length}</span>
              </h3>
              {col.cards.length === 0 ? (
                <p className="muted small">{t("portal.boardEmpty")}</p>
              ) : (
                <ul className="plain-list board-cards">
                  {col.cards.map(({ task, sprint }) => (
                    <li key={task._id} className="board-card">
                      <Text fw={600}>{task.title}</Text>
                      <Text size="sm">{sprint.title}</Text>
                      <div className="board-card-meta">
                        <span>
                          <span className="visually-hidden">{t("portal.col.priority")}: </span>
                          <LabelBadge label={w.taskPriorityLabel(task.priority)} />
                        </span>
                        {task.taskDate && <time className="small">{w.displayDate(task.taskDate)}</time>}
                      </div>
                      <Text size="sm" component="div">
                        <Assignees people={task.assignedTo} onOpen={onAssignee} />
                      </Text>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </>
  );
}
