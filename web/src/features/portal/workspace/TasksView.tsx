import { Tabs, Text, Title } from "@mantine/core";
import "@mantine/core/styles/Tabs.layer.css";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Project } from "../../../api/client";
import { display } from "../../../wasm/display";
import { groupByStatus } from "../../project/board";
import { ALL_SPRINTS, BoardCardBody, BoardColumns, SprintFilter, sprintsShown } from "../../project/BoardView";
import { TaskTable } from "../../project/TaskTable";
import { Assignees, useTeamMemberDialog } from "../../project/TeamMemberDialog";
import { codeByTask, TaskCode } from "../../code/TaskCode";
import { useCodeActivity } from "../../code/useCodeActivity";

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
                <TaskTable tasks={s.tasks} variant="full" onAssignee={team.open} caption={s.title} linkExtra={(task) => <TaskCode info={code.get(task._id)} />} />
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
  const { t } = useTranslation();
  const [sprintId, setSprintId] = useState(ALL_SPRINTS);
  const columns = groupByStatus(sprintsShown(project.sprints, sprintId), (status) => display().taskStatusLabel(status));

  return (
    <>
      <SprintFilter sprints={project.sprints} value={sprintId} onChange={setSprintId} mb="md" />
      <p className="muted small">{t("portal.boardReadOnly")}</p>
      <BoardColumns
        columns={columns}
        card={(card) => (
          <li key={card.task._id} className="board-card">
            <BoardCardBody card={card}>
              <Text size="sm" component="div">
                <Assignees people={card.task.assignedTo} onOpen={onAssignee} />
              </Text>
            </BoardCardBody>
          </li>
        )}
      />
    </>
  );
}
