import { Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Project } from "../../../../api/client";
import { TaskTable } from "../../../project/TaskTable";
import { useTeamMemberDialog } from "../../../project/TeamMemberDialog";

/** Tasks: every sprint's tasks with the columns the client's Tasks view shows, as the client sees them. */
export function TasksTab({ project }: { project: Project }) {
  const { t } = useTranslation();
  const team = useTeamMemberDialog(project.projectTeam);
  if (project.sprints.length === 0) return <p className="muted">{t("admin.sprints.none")}</p>;
  return (
    <>
      {project.sprints.map((s) => (
        <section key={s._id} className="sprint-block" aria-label={s.title}>
          <Title order={2} size="h4" mb="xs">
            {s.title}
          </Title>
          <TaskTable tasks={s.tasks} variant="full" onAssignee={team.open} caption={s.title} />
        </section>
      ))}
      {team.dialog}
    </>
  );
}
