import { Button, Group, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Goal, Payment, Project } from "../../../api/client";
import { ActivityFeed } from "../../activity/ActivityFeed";
import { BurnUp } from "../../project/BurnUp";
import { GoalCards, MilestoneCards } from "../../project/PlanCards";
import { TaskTable } from "../../project/TaskTable";
import { Timeline } from "../../project/Timeline";
import { useTeamMemberDialog } from "../../project/TeamMemberDialog";
import type { Loaded } from "../../data/loaded";
import { ProjectSignOffs } from "../../signoff/SignOffs";
import { ProjectInvoices } from "../../invoices/Invoices";
import { SowUpdates, type SowState } from "./SowUpdates";

interface Props {
  project: Project;
  goals: Loaded<Goal[]>;
  /** None for a person who does not handle money: no costing, no milestones. */
  payments: Loaded<Payment[]> | null;
  updates: SowState;
  /** A decision here changed the project's goals and milestones: read them again. */
  onSignOff?(): void;
}

/** The project overview (product.md §2, Road map): facts, progress (issue 22's burn-up), its timeline, agreed goals, milestones, sprints in progress. */
export function RoadMap({ project, goals, payments, updates, onSignOff }: Props) {
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

      {/* An approval completes its goal and makes its milestone due: both are read again. */}
      <ProjectSignOffs projectId={project._id} auth="client" onChanged={onSignOff} />

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

      <div className={payments ? "two-columns" : undefined}>
        <section aria-labelledby="goals">
          <Title order={3} id="goals" mb="sm">
            {t("portal.agreedGoals")}
          </Title>
          {!goals.ok ? <LoadFailed /> : <GoalCards goals={goals.data} />}
        </section>

        {payments && (
          <section aria-labelledby="milestones">
            <Title order={3} id="milestones" mb="sm">
              {t("portal.milestones")}
            </Title>
            {!payments.ok ? <LoadFailed /> : <MilestoneCards milestones={payments.data} />}
          </section>
        )}
      </div>

      {/* Invoices are money too: neither shown nor asked for without it (a mailed link names one: `?invoice=`). */}
      {payments && <ProjectInvoices projectId={project._id} auth="client" />}

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

      <ActivityFeed projectId={project._id} />

      <SowUpdates projectId={project._id} state={updates} />
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
