import { useCallback, useLayoutEffect } from "react";
import { NavigationType, useLocation, useNavigate, useNavigationType, useSearchParams } from "react-router";

/**
 * The back office lives at /admin; what it shows is in the query string, so reload and Back work:
 * `?section=team&member=<id>`, `?section=projects&project=<id>&tab=sprints`, plus each table's page,
 * sort and search (see table/useServerTable.ts).
 */
export const SECTION_IDS = [
  "clients",
  "projects",
  "tickets",
  "submissions",
  "clientsData",
  "projectsData",
  "team",
  "audit",
  "mail",
  "staff",
  "settings",
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export const DEFAULT_SECTION: SectionId = "clients";

export function isSectionId(value: unknown): value is SectionId {
  return typeof value === "string" && (SECTION_IDS as readonly string[]).includes(value);
}

/** The section a `?section=` value names; the first section when absent or unknown. */
export function sectionOf(value: string | null): SectionId {
  return isSectionId(value) ? value : DEFAULT_SECTION;
}

/** Changes to the query: a value sets the parameter, `null`/`undefined`/`""` removes it. */
export type QueryPatch = Readonly<Record<string, string | number | null | undefined>>;

export function patchQuery(prev: URLSearchParams, patch: QueryPatch): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === undefined || value === "") next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** A link target inside the console: a section (its first screen) and, optionally, more state. */
export function consoleHref(section: SectionId, more: QueryPatch = {}): string {
  return `?${patchQuery(new URLSearchParams({ section }), more).toString()}`;
}

export interface UpdateOptions {
  /** Replace the history entry instead of adding one (typing in a search box, a corrected page). */
  replace?: boolean;
}

/**
 * The query every patch starts from. React Router's functional `setSearchParams` patches the query
 * *of the render that made it*: a debounced search firing just after a click that opened a dialog
 * wrote the query back without the dialog (and closed it), and two patches in one event kept only
 * the second. So the console keeps the query last shown and the one last asked for, until the
 * router shows that query or a newer one. The router draws a navigation in a transition: a query
 * drawn can be older than one asked since (a filter picked, then another at once), and patching
 * what is drawn would undo the newer one. Each patch's navigation carries its number to tell them
 * apart; Back/forward and a link end what was asked.
 */
let shown = "";
let asked: { query: string; number: number } | null = null;
let patches = 0;

export function latestQuery(): URLSearchParams {
  return new URLSearchParams(asked?.query ?? shown);
}

/** The number of the patch a navigation came from (the state `update` gives it). */
function patchNumber(state: unknown): number | undefined {
  const n = (state as { consoleQuery?: unknown } | null)?.consoleQuery;
  return typeof n === "number" ? n : undefined;
}

/**
 * The console's query string: the current section, every parameter, and `update`, which merges a
 * patch into the latest query (a new history entry unless `replace`).
 */
export function useConsoleQuery() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const navigation = useNavigationType();
  // Before any timer or handler can run again (a layout effect follows the commit at once).
  useLayoutEffect(() => {
    if (search === shown) return;
    shown = search;
    const from = patchNumber(state);
    if (asked !== null && (navigation === NavigationType.Pop || from === undefined || from >= asked.number)) asked = null;
  }, [search, state, navigation]);
  const update = useCallback(
    (patch: QueryPatch, { replace = false }: UpdateOptions = {}) => {
      const next = patchQuery(latestQuery(), patch).toString();
      patches += 1;
      asked = { query: next, number: patches };
      void navigate(`?${next}`, { replace, preventScrollReset: true, state: { consoleQuery: patches } });
    },
    [navigate],
  );
  return { params, section: sectionOf(params.get("section")), update };
}
