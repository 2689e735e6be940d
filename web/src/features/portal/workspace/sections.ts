/** The workspace's sections (product.md §2), in sidebar order. The id is the URL's `?section=`. */
export const GENERAL_SECTIONS = [
  { id: "getting-started", key: "portal.gettingStarted" },
  { id: "roadmap", key: "portal.roadMap" },
  { id: "sprints", key: "portal.sprints" },
  { id: "tasks", key: "portal.tasks" },
] as const;

export const DEVELOPMENT_SECTIONS = [
  { id: "code-updates", key: "portal.codeUpdates" },
  { id: "tickets", key: "portal.tickets" },
] as const;

export const SECTIONS = [...GENERAL_SECTIONS, ...DEVELOPMENT_SECTIONS];
export type SectionId = (typeof SECTIONS)[number]["id"];

export const DEFAULT_SECTION: SectionId = "roadmap";

/** The section a `?section=` value names: the road map when absent, `null` when unknown. */
export function sectionOf(value: string | null): SectionId | null {
  if (value === null || value === "") return DEFAULT_SECTION;
  return SECTIONS.find((s) => s.id === value)?.id ?? null;
}
