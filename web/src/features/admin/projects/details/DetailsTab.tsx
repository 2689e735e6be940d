import { Button, Group, Text, Title } from "@mantine/core";
import { useState, type ReactNode } from "react";
import { ProjectSignOffs } from "../../../signoff/SignOffs";
import { ProjectInvoices } from "../../../invoices/Invoices";
import { useTranslation } from "react-i18next";
import { staffProjectGoals, staffProjectPayments, type UpdateProjectInput } from "../../../../api/admin";
import type { Project } from "../../../../api/client";
import { display } from "../../../../wasm/display";
import { useRecord } from "../../../data/useRecord";
import { BurnUp } from "../../../project/BurnUp";
import { Timeline } from "../../../project/Timeline";
import { GoalsPanel } from "./GoalsPanel";
import { PaymentsPanel } from "./PaymentsPanel";
import { UpdateProjectModal } from "./UpdateProjectForm";
import { FieldList } from "../../FieldList";

/**
 * Project Details ('Reserved: No tinkering'): the project's fields and Update, its progress and timeline (the
 * portal's burn-up and timeline), Agreed Goals, Payments, Invoices. Goals and payments are read here, once, for
 * their panels and the timeline's markers.
 */
export function DetailsTab({ project, onChanged }: { project: Project; onChanged(): void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const goals = useRecord((signal) => staffProjectGoals(project._id, signal), project._id);
  const payments = useRecord((signal) => staffProjectPayments(project._id, signal), project._id);
  // Asking for a sign-off, or a client's decision, shows in the rounds below.
  const [asked, setAsked] = useState(0);
  // An invoice issued from Payments shows in the invoices below.
  const [invoiced, setInvoiced] = useState(0);
  const label = (field: keyof UpdateProjectInput) => t(`admin.projectDetails.fields.${field}`);
  const notSet = (
    <Text span c="var(--pc-text-muted)">
      {t("portal.notSet")}
    </Text>
  );
  const given = (value: string | null | undefined): ReactNode => (value ? value : notSet);
  const rows: [string, ReactNode][] = [
    [label("title"), project.title],
    [t("admin.projects.client"), project.client.name],
    [label("projectDesc"), given(project.projectDesc)],
    [label("projectDetailsDesc"), given(project.projectDetailsDesc)],
    [label("github"), given(project.github)],
    [label("repoName"), given(project.repoName)],
    [label("projectCost"), given(project.projectCost)],
    [label("currency"), project.currency],
    [label("projectTimeline"), given(project.projectTimeline)],
    [t("admin.projectDetails.team"), given(project.projectTeam.map((m) => m.name).join(", "))],
    [t("admin.projectDetails.noteDate"), given(project.NoteDate && display().displayDate(project.NoteDate))],
  ];

  return (
    <div className="stack-xl">
      <section aria-labelledby="admin-project-fields">
        <Group justify="space-between" mb="sm" align="flex-start">
          <div>
            <Title order={2} size="h3" id="admin-project-fields">
              {t("admin.projects.tabs.details")}
            </Title>
            <Text size="sm" c="var(--pc-text-muted)">
              {t("admin.projectDetails.reserved")}
            </Text>
          </div>
          <Button onClick={() => setEditing(true)}>{t("admin.projectDetails.update")}</Button>
        </Group>
        <FieldList rows={rows} />
      </section>
      <section aria-labelledby="admin-project-progress">
        <Title order={2} size="h3" id="admin-project-progress" mb="sm">
          {t("burnUp.heading")}
        </Title>
        <BurnUp projectId={project._id} auth="admin" />
      </section>
      <section aria-labelledby="admin-project-timeline">
        <Title order={2} size="h3" id="admin-project-timeline" mb="sm">
          {t("timeline.heading")}
        </Title>
        <Timeline sprints={project.sprints} goals={goals.data ?? null} milestones={payments.data ?? null} />
      </section>
      <div className="two-columns">
        <GoalsPanel projectId={project._id} goals={goals} onAsked={() => setAsked((n) => n + 1)} />
        <PaymentsPanel
          projectId={project._id}
          currency={project.currency}
          payments={payments}
          goals={goals.data ?? []}
          onInvoiced={() => setInvoiced((n) => n + 1)}
        />
      </div>
      {/* A credit note makes the invoice's unpaid milestones due again: Payments are read again. */}
      <ProjectInvoices projectId={project._id} auth="admin" staff version={invoiced} onChanged={payments.reload} />
      <ProjectSignOffs key={asked} projectId={project._id} auth="admin" />
      <UpdateProjectModal
        opened={editing}
        project={project}
        onCancel={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          onChanged();
        }}
      />
    </div>
  );
}
