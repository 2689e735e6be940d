import { Container, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { FeatureSoon } from "../../features/portal/FeatureSoon";
import { loadProjects, ProjectGrid } from "../../features/portal/ProjectGrid";
import type { Route } from "./+types/client-home";

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  // Without a project title this is the client home: the project picker.
  return { projects: params.projectTitle ? [] : await loadProjects(request.signal) };
}

export function meta({ params }: Route.MetaArgs) {
  return [{ title: params.projectTitle ? `${params.projectTitle} | Portico` : "Client home | Portico" }];
}

const GENERAL = [
  { section: "getting-started", key: "portal.gettingStarted" },
  { section: "roadmap", key: "portal.roadMap" },
  { section: "sprints", key: "portal.sprints" },
  { section: "tasks", key: "portal.tasks" },
] as const;

const DEVELOPMENT = [
  { section: "code-updates", key: "portal.codeUpdates" },
  { section: "tickets", key: "portal.tickets" },
] as const;

const SECTIONS = [...GENERAL, ...DEVELOPMENT];

/** Project workspace shell (spec section 2); the road map is the default section. */
export default function ClientHome({ params, loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();

  if (!params.projectTitle) {
    return (
      <Container size="xl" className="portal-main">
        <Title order={1} mb="lg">
          {t("portal.chooseProject")}
        </Title>
        <ProjectGrid projects={loaderData.projects} />
      </Container>
    );
  }

  const section = search.get("section") ?? "roadmap";
  const current = SECTIONS.find((s) => s.section === section);
  const link = (s: (typeof SECTIONS)[number]) => (
    <li key={s.section}>
      <Link to={`?section=${s.section}`} aria-current={s.section === section ? "page" : undefined}>
        {t(s.key)}
      </Link>
    </li>
  );

  return (
    <div className="workspace">
      <nav className="workspace-sidebar" aria-label={params.projectTitle}>
        <h2>{t("portal.general")}</h2>
        <ul className="plain-list">{GENERAL.map(link)}</ul>
        <h2>{t("portal.development")}</h2>
        <ul className="plain-list">{DEVELOPMENT.map(link)}</ul>
      </nav>
      <section className="workspace-content">
        <Title order={1} mb="xs">
          {params.projectTitle}
        </Title>
        {current && (
          <Title order={2} size="h3" mb="lg">
            {t(current.key)}
          </Title>
        )}
        <FeatureSoon />
      </section>
    </div>
  );
}
