import { Title } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { Goal, Payment, Project } from "../../../api/client";
import { ActivityFeed } from "../../activity/ActivityFeed";
import type { Loaded } from "../../data/loaded";
import { ProjectInvoices } from "../../invoices/Invoices";
import { GoalCards, MilestoneCards } from "../../project/PlanCards";
import { ProjectSignOffs } from "../../signoff/SignOffs";
import { LoadFailed } from "./RoadMap";
import { SowUpdates, type SowState } from "./SowUpdates";
import { readWithMoney } from "../money";

// The company's approvers' quotes and change requests, in a chunk of their own (none for anyone else).
const ProjectQuotes = lazy(() => import("../../quotes/ProjectQuotes"));

/** A project's quotes and change requests (`ProjectQuotes`): nothing while loading or when there are none. */
function Quotes({ projectId }: { projectId: string }) {
  return (
    <Suspense fallback={null}>
      <ProjectQuotes projectId={projectId} />
    </Suspense>
  );
}

/** Goals and sign-off: what was agreed, what waits for approval, and every round with its decisions. */
export function GoalsPlace({ project, goals, onSignOff }: { project: Project; goals: Loaded<Goal[]>; onSignOff?(): void }) {
  const { t } = useTranslation();
  return (
    <div className="stack-xl">
      <section aria-labelledby="goals">
        <Title order={3} id="goals" mb="sm">
          {t("portal.agreedGoals")}
        </Title>
        {!goals.ok ? <LoadFailed /> : <GoalCards goals={goals.data} />}
      </section>
      {/* An approval completes its goal and makes its milestone due: both are read again. */}
      <ProjectSignOffs projectId={project._id} auth="client" onChanged={onSignOff} />
      {/* Approvers who handle money find them on Money; the others here. */}
      {!readWithMoney(project) && <Quotes projectId={project._id} />}
    </div>
  );
}

/**
 * Money, for people who handle it (the Money proof): the payment milestones, the quotes and change
 * requests that make them (for approvers) and the invoices (a mailed link names one: `?invoice=`). Nobody else has this place, nor asks for what it shows.
 */
export function MoneyPlace({ project, payments }: { project: Project; payments: Loaded<Payment[]> }) {
  const { t } = useTranslation();
  return (
    <div className="stack-xl">
      <section aria-labelledby="milestones">
        <Title order={3} id="milestones" mb="sm">
          {t("portal.milestones")}
        </Title>
        {!payments.ok ? <LoadFailed /> : <MilestoneCards milestones={payments.data} />}
      </section>
      <Quotes projectId={project._id} />
      {/* Read again when a milestone is invoiced or paid (an invoice issued, a payment online: heard live). */}
      <ProjectInvoices projectId={project._id} auth="client" version={payments.ok ? billed(payments.data) : ""} />
    </div>
  );
}

/** Each milestone's state and what was received for it: changes whenever one is invoiced or a payment is booked. */
function billed(milestones: Payment[]): string {
  return milestones.map((m) => `${m.status}:${m.received.minor}`).join(",");
}

/** Activity: what happened on the project, as a timeline, and the statement of work's updates. */
export function ActivityPlace({ project, updates }: { project: Project; updates: SowState }) {
  return (
    <div className="stack-xl">
      <ActivityFeed projectId={project._id} />
      <SowUpdates projectId={project._id} state={updates} />
    </div>
  );
}
