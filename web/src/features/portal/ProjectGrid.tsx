import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { projectsUser, type ProjectSummary } from "../../api/client";
import { wasm } from "../../wasm";

/** Project cards, 3 columns on wide screens; a card opens /clientHome/{title}. */
export function ProjectGrid({ projects }: { projects: readonly ProjectSummary[] }) {
  const { t } = useTranslation();
  if (projects.length === 0) return <Text c="dimmed">{t("portal.noProjects")}</Text>;
  return (
    <ul className="grid-3 plain-list">
      {projects.map((p) => (
        <li key={p._id}>
          <Link className="project-card" to={`/clientHome/${encodeURIComponent(p.title)}`}>
            <article className="card">
              <h2 style={{ fontSize: "1.2rem", marginTop: 0 }}>{p.title}</h2>
              <Text>{t("portal.sprintsCount", { count: p.sprints.length })}</Text>
              {p.NoteDate && (
                <Text size="sm" c="dimmed">
                  {wasm().displayDate(p.NoteDate)}
                </Text>
              )}
            </article>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export async function loadProjects(signal: AbortSignal): Promise<ProjectSummary[]> {
  try {
    return await projectsUser(signal);
  } catch (err) {
    console.error("Error fetching projects:", err);
    return [];
  }
}
