import { Container, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { projectGlance, projectsUser, type ProjectGlance, type ProjectSummary } from "../../api/client";
import { display } from "../../wasm/display";
import { workspacePath } from "../project/paths";
import { GlanceFigures } from "./GlanceFigures";
import type { Loaded } from "../data/loaded";
import { portalFetch } from "./load";
import { PageHeader } from "../page/PageHeader";

/**
 * Project cards, 3 columns on wide screens; a card opens /clientHome/{title}. `headingLevel` keeps
 * the outline right under the page's own headings.
 */
export function ProjectGrid({
  projects,
  headingLevel = 2,
  glance,
}: {
  projects: Loaded<readonly ProjectSummary[]>;
  headingLevel?: 2 | 3;
  /** The dashboard's figures for each card; a card shows without them if they could not load. */
  glance?: Loaded<readonly ProjectGlance[]>;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { t } = useTranslation();
  if (!projects.ok) {
    return (
      <Text c="var(--pc-danger)" role="alert">
        {t("portal.loadFailed")}
      </Text>
    );
  }
  if (projects.data.length === 0) return <Text c="var(--pc-text-muted)">{t("portal.noProjects")}</Text>;
  const figures = new Map(glance?.ok ? glance.data.map((g) => [g._id, g]) : []);
  return (
    <ul className="grid-3 plain-list">
      {projects.data.map((p) => (
        <li key={p._id}>
          <Link className="project-card" to={workspacePath(p.title)}>
            <article className="card">
              <Heading className="project-card-title">{p.title}</Heading>
              <Text>{t("portal.sprintsCount", { count: p.sprints.length })}</Text>
              {p.NoteDate && (
                <Text size="sm" c="var(--pc-text-muted)">
                  <time dateTime={display().displayDate(p.NoteDate)}>{display().displayDate(p.NoteDate)}</time>
                </Text>
              )}
              {figures.has(p._id) && <GlanceFigures glance={figures.get(p._id)!} />}
            </article>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The page that asks which project to open (/projects, and /clientHome without a project). */
export function ProjectPicker({ projects }: { projects: Loaded<readonly ProjectSummary[]> }) {
  const { t } = useTranslation();
  return (
    <Container size="xl" className="portal-main">
      <PageHeader title={t("portal.chooseProject")} />
      <ProjectGrid projects={projects} />
    </Container>
  );
}

export function loadProjects(signal: AbortSignal) {
  return portalFetch(projectsUser(signal), "projects");
}

/**
 * The `clientLoader` of the pages that list the client's projects. The guard has loaded the profile
 * before it runs, so the projects are fetched for the signed-in user without racing the profile.
 */
export async function projectsPageLoader({ request }: { request: Request }) {
  return { projects: await loadProjects(request.signal) };
}

/** The dashboard's loader: the projects and, beside them, each one's figures. */
export async function dashboardLoader({ request }: { request: Request }) {
  const [projects, glance] = await Promise.all([
    loadProjects(request.signal),
    portalFetch(projectGlance(request.signal), "project figures"),
  ]);
  return { projects, glance };
}
