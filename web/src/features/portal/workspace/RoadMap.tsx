import { Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Goal, Payment, Project } from "../../../api/client";
import { display } from "../../../wasm/display";
import { LabelBadge } from "../LabelCell";
import type { Loaded } from "../load";
import { SowUpdates, type SowState } from "./SowUpdates";
import { TaskTable } from "./TaskTable";
import { useTeamMemberDialog } from "./TeamMemberDialog";

interface Props {
  project: Project;
  goals: Loaded<Goal[]>;
  payments: Loaded<Payment[]>;
  updates: SowState;
}

/** The project overview (product.md §2, Road map): facts, agreed goals, milestones, sprints in progress. */
export function RoadMap({ project, goals, payments, updates }: Props) {
  const { t, i18n } = useTranslation();
  const w = display();
  const team = useTeamMemberDialog(project.projectTeam);
  const active = project.sprints.filter((s) => s.status.active);
  const money = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  return (
    <div className="stack-xl">
      <section aria-labelledby="overview">
        <Title order={3} id="overview">
          {t("portal.overview")}
        </Title>
        <Text mt="xs">{project.projectDesc}</Text>
        {project.projectDetailsDesc && <Text mt="xs">{project.projectDetailsDesc}</Text>}
        <dl className="facts">
          <div>
            <dt>{t("portal.projectTimeline")}</dt>
            <dd>{project.projectTimeline || t("portal.notSet")}</dd>
          </div>
          <div>
            <dt>{t("portal.costing")}</dt>
            <dd>{project.projectCost || t("portal.notSet")}</dd>
          </div>
        </dl>
      </section>

      <div className="two-columns">
        <section aria-labelledby="goals">
          <Title order={3} id="goals" mb="sm">
            {t("portal.agreedGoals")}
          </Title>
          {!goals.ok ? (
            <LoadFailed />
          ) : goals.data.length === 0 ? (
            <p className="muted">{t("portal.noGoals")}</p>
          ) : (
            <ul className="plain-list item-list">
              {goals.data.map((g) => (
                <li key={g._id} className="card item">
                  <div className="item-head">
                    <Title order={4} size="h5">
                      {g.title}
                    </Title>
                    <LabelBadge label={w.goalStatusLabel(g.status)} />
                  </div>
                  {g.desc && <Text size="sm">{g.desc}</Text>}
                  {g.dueDate && (
                    <Text size="sm" mt={4}>
                      {t("portal.lastDate")}: <time>{w.displayDate(g.dueDate)}</time>
                    </Text>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="milestones">
          <Title order={3} id="milestones" mb="sm">
            {t("portal.milestones")}
          </Title>
          {!payments.ok ? (
            <LoadFailed />
          ) : payments.data.length === 0 ? (
            <p className="muted">{t("portal.noMilestones")}</p>
          ) : (
            <ul className="plain-list item-list">
              {payments.data.map((m) => {
                const done = w.milestoneLabel(m.isCompleted);
                return (
                  <li key={m._id} className="card item">
                    <div className="item-head">
                      <Title order={4} size="h5">
                        {m.title}
                      </Title>
                      {done && <LabelBadge label={done} />}
                    </div>
                    {m.description && <Text size="sm">{m.description}</Text>}
                    <Text size="sm" mt={4}>
                      {m.dueDate && (
                        <>
                          {t("portal.dueDate")}: <time>{w.displayDate(m.dueDate)}</time>
                          {" · "}
                        </>
                      )}
                      {t("portal.amount")}: {money.format(m.amount)}
                    </Text>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>

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
