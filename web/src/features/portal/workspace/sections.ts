/**
 * The workspace's places (product.md §2), in sidebar order: each has its own URL (`?section=`), so
 * a link in a mail or a chat opens the right one and Back returns. `money` places are listed only
 * for people who handle money (the Money proof: owners and finance people).
 */
export const GENERAL_SECTIONS = [
  { id: "getting-started", key: "portal.gettingStarted" },
  { id: "roadmap", key: "portal.roadMap" },
  { id: "goals", key: "portal.goalsAndSignOff" },
  { id: "money", key: "portal.money", money: true },
  { id: "hours", key: "portal.hours" },
  { id: "sprints", key: "portal.sprints" },
  { id: "tasks", key: "portal.tasks" },
] as const;

export const DEVELOPMENT_SECTIONS = [
  { id: "code-updates", key: "portal.codeUpdates" },
  { id: "tickets", key: "portal.tickets" },
  { id: "files", key: "portal.files" },
  { id: "activity", key: "portal.activity" },
] as const;

export const SECTIONS = [...GENERAL_SECTIONS, ...DEVELOPMENT_SECTIONS];
export type SectionId = (typeof SECTIONS)[number]["id"];
export type Section = (typeof SECTIONS)[number];

export const DEFAULT_SECTION: SectionId = "roadmap";

/** Whether a person with (or without) the Money proof has this place. */
export function offered(section: Section, money: boolean): boolean {
  return money || !("money" in section && section.money);
}

/**
 * The place a URL names: the road map when absent, `null` when unknown. Links mailed before the
 * places existed named the road map with what they were about: a sign-off (`signOff=`) is on Goals
 * and sign-off, an invoice (`invoice=`) on Money.
 */
export function sectionOf(value: string | null, search?: URLSearchParams): SectionId | null {
  if (value === null || value === "" || value === "roadmap") {
    if (search?.has("signOff")) return "goals";
    if (search?.has("invoice")) return "money";
    return DEFAULT_SECTION;
  }
  return SECTIONS.find((s) => s.id === value)?.id ?? null;
}
