import { Button, Group, Text, Title } from "@mantine/core";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { UpdateProjectInput } from "../../../../api/admin";
import type { Project } from "../../../../api/client";
import { display } from "../../../../wasm/display";
import { BurnUp } from "../../../project/BurnUp";
import { GoalsPanel } from "./GoalsPanel";
import { PaymentsPanel } from "./PaymentsPanel";
import { UpdateProjectModal } from "./UpdateProjectForm";

/** Project Details ('Reserved: No tinkering'): the project's fields and Update, its progress (the portal's burn-up), Agreed Goals, Payments. */
export function DetailsTab({ project, onChanged }: { project: Project; onChanged(): void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const label = (field: keyof UpdateProjectInput) => t(`admin.projectDetails.fields.${field}`);
  const notSet = (
    <Text span c="gray.7">
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
            <Text size="sm" c="gray.7">
              {t("admin.projectDetails.reserved")}
            </Text>
          </div>
          <Button onClick={() => setEditing(true)}>{t("admin.projectDetails.update")}</Button>
        </Group>
        <dl className="admin-fields">
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="admin-project-progress">
        <Title order={2} size="h3" id="admin-project-progress" mb="sm">
          {t("burnUp.heading")}
        </Title>
        <BurnUp projectId={project._id} auth="admin" />
      </section>
      <div className="two-columns">
        <GoalsPanel projectId={project._id} />
        <PaymentsPanel projectId={project._id} />
      </div>
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
