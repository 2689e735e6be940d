import type { Project } from "../../api/client";

/** The profile's Type select. */
export const PROJECT_TYPES = ["all", "active", "completed"] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export function isProjectType(value: string): value is ProjectType {
  return (PROJECT_TYPES as readonly string[]).includes(value);
}

type Filterable = Pick<Project, "title" | "projectDesc" | "sprints">;

/** Active: at least one sprint is active now. */
export function isActiveProject(p: Pick<Project, "sprints">): boolean {
  return p.sprints.some((s) => s.status.active);
}

/** Completed: it has sprints and every one of them is completed. */
export function isCompletedProject(p: Pick<Project, "sprints">): boolean {
  return p.sprints.length > 0 && p.sprints.every((s) => s.status.completed);
}

/**
 * The projects whose title or description contains every word of `query` (case- and
 * accent-insensitive), restricted to `type`. Order is kept.
 */
export function filterProjects<P extends Filterable>(projects: readonly P[], query: string, type: ProjectType): P[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return projects.filter((p) => {
    if (type === "active" && !isActiveProject(p)) return false;
    if (type === "completed" && !isCompletedProject(p)) return false;
    const haystack = fold(`${p.title} ${p.projectDesc}`);
    return words.every((w) => haystack.includes(w));
  });
}

function fold(s: string): string {
  return s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}
