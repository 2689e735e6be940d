import { Button, Group, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Goal, Payment, Project } from "../../../api/client";
import { BurnUp } from "../../project/BurnUp";
import { GoalCards, MilestoneCards } from "../../project/PlanCards";
import { TaskTable } from "../../project/TaskTable";
import { Timeline } from "../../project/Timeline";
import { useTeamMemberDialog } from "../../project/TeamMemberDialog";
import type { Loaded } from "../../data/loaded";
import { ProjectSignOffs } from "../../signoff/SignOffs";

interface Props {
  project: Project;
  goals: Loaded<Goal[]>;
  /** None for a person who does not handle money: no costing, no milestones. */
  payments: Loaded<Payment[]> | null;
  /** A decision here changed the project's goals and milestones: read them again. */
  onSignOff?(): void;
}

/**
 * The road map, the project's overview (product.md §2): its facts, what waits for this person
 * (sign-offs to approve), progress (issue 22's burn-up), its timeline, and the sprints in progress.
 * Goals, money and activity have places of their own (Places.tsx).
 */
export function RoadMap({ project, goals, payments, onSignOff }: Props) {
  const { t } = useTranslation();
  const team = useTeamMemberDialog(project.projectTeam);
  const active = project.sprints.filter((s) => s.status.active);

  return (
    <div className="stack-xl">
      <section aria-labelledby="overview">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={3} id="overview">
            {t("portal.overview")}
          </Title>
          {/* The browser's Print gives the same report (portal.css hides the navigation and controls). */}
          <Button variant="default" size="xs" className="no-print" onClick={() => window.print()}>
            {t("portal.printReport")}
          </Button>
        </Group>
        <Text mt="xs">{project.projectDesc}</Text>
        {project.projectDetailsDesc && <Text mt="xs">{project.projectDetailsDesc}</Text>}
        <dl className="facts">
          <div>
            <dt>{t("portal.projectTimeline")}</dt>
            <dd>{project.projectTimeline || t("portal.notSet")}</dd>
          </div>
          {project.projectCost !== undefined && (
            <div>
              <dt>{t("portal.costing")}</dt>
              <dd>{project.projectCost || t("portal.notSet")}</dd>
            </div>
          )}
        </dl>
      </section>

      {/* What waits for this person: an approval completes its goal and makes its milestone due. */}
      <ProjectSignOffs projectId={project._id} auth="client" onChanged={onSignOff} waitingOnly />

      <section aria-labelledby="progress">
        <Title order={3} id="progress" mb="sm">
          {t("burnUp.heading")}
        </Title>
        <BurnUp projectId={project._id} auth="client" />
      </section>

      <section aria-labelledby="timeline">
        <Title order={3} id="timeline" mb="sm">
          {t("timeline.heading")}
        </Title>
        <Timeline sprints={project.sprints} goals={goals.ok ? goals.data : null} milestones={payments?.ok ? payments.data : null} />
      </section>

      <section aria-labelledby="in-progress">
        <Title order={3} id="in-progress" mb="sm">
          {t("portal.inProgress")}
        </Title>
        {active.length === 0 ? (
          <p className="muted">{t("portal.noActiveSprint")}</p>
        ) : (
          active.map((s) => (
            <div key={s._id} className="sprint-block">
              <Title order={4} size="h5" mb="xs">
                {s.title}
              </Title>
              <TaskTable tasks={s.tasks} variant="brief" onAssignee={team.open} caption={s.title} />
            </div>
          ))
        )}
      </section>
      {/* On paper the road map is the project's report: its goals and milestones too (on screen they are
          places of their own). */}
      <div className="print-only">
        <section aria-labelledby="print-goals">
          <Title order={3} id="print-goals" mb="sm">
            {t("portal.agreedGoals")}
          </Title>
          {goals.ok && <GoalCards goals={goals.data} />}
        </section>
        {payments?.ok && (
          <section aria-labelledby="print-milestones">
            <Title order={3} id="print-milestones" mb="sm">
              {t("portal.milestones")}
            </Title>
            <MilestoneCards milestones={payments.data} />
          </section>
        )}
      </div>
      {team.dialog}
    </div>
  );
}

export function LoadFailed() {
  const { t } = useTranslation();
  return (
    <p className="error-text" role="alert">
      {t("portal.loadFailed")}
    </p>
  );
}
