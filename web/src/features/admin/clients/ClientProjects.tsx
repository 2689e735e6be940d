import { Anchor, Button, Group, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { clientProjects, type Client } from "../../../api/admin";
import { consoleHref } from "../consoleQuery";
import { LoadFailure } from "../LoadFailure";
import { useRecord } from "../../data/useRecord";
import { NewProjectModal } from "./NewProjectForm";
import { Skeleton } from "../../page/Skeleton";

/** The client's projects as cards, 3 columns on wide screens (product.md §2 and §9), and New Project. */
export function ClientProjects({ client }: { client: Client }) {
  const { t } = useTranslation();
  const projects = useRecord((signal) => clientProjects(client._id, signal), client._id);
  const [adding, setAdding] = useState(false);

  return (
    <section aria-labelledby="client-projects" className="admin-block">
      <Group justify="space-between" align="center" mb="sm">
        <Title order={2} size="h3" id="client-projects">
          {t("admin.clients.projects")}
        </Title>
        <Button variant="light" onClick={() => setAdding(true)}>
          {t("admin.clients.newProject")}
        </Button>
      </Group>
      {projects.error && !projects.data ? (
        <LoadFailure what={t("admin.clients.projectsLoadError")} error={projects.error} retrying={projects.loading} onRetry={projects.reload} />
      ) : !projects.data ? (
        <Skeleton />
      ) : projects.data.length === 0 ? (
        <Text c="var(--pc-text-muted)">{t("admin.clients.noProjects")}</Text>
      ) : (
        <ul className="grid-3 plain-list" aria-label={t("admin.clients.projectsOf", { name: client.name })}>
          {projects.data.map((p) => (
            <li key={p._id}>
              <article className="card">
                <Title order={3} size="h4" mb={4}>
                  <Anchor component={Link} to={consoleHref("projects", { project: p._id })} inherit>
                    {p.title}
                  </Anchor>
                </Title>
                {p.projectDesc && (
                  <Text size="sm" lineClamp={3} mb="xs">
                    {p.projectDesc}
                  </Text>
                )}
                <Text size="sm">{t("admin.clients.sprintsCount", { count: p.sprints.length })}</Text>
                <Text size="sm" c="var(--pc-text-muted)">
                  {p.projectTeam.length > 0
                    ? t("admin.clients.teamList", { names: p.projectTeam.map((m) => m.name).join(", ") })
                    : t("admin.clients.noTeam")}
                </Text>
              </article>
            </li>
          ))}
        </ul>
      )}
      <NewProjectModal
        opened={adding}
        client={client}
        onCancel={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          projects.reload();
        }}
      />
    </section>
  );
}
