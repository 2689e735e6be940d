import { ProjectPicker, projectsPageLoader } from "../../features/portal/ProjectGrid";
import { titleMeta } from "../../titleMeta";
import type { Route } from "./+types/projects";

export const clientLoader = projectsPageLoader;

export const meta = titleMeta("Projects | Portico");

export default function Projects({ loaderData }: Route.ComponentProps) {
  return <ProjectPicker projects={loaderData.projects} />;
}
