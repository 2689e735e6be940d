import { useCallback, useContext } from "react";
import { UNSAFE_DataRouterContext, useNavigate, useSearchParams } from "react-router";

/**
 * The back office lives at /admin; what it shows is in the query string, so reload and Back work:
 * `?section=team&member=<id>`, `?section=projects&project=<id>&tab=sprints`, plus each table's page,
 * sort and search (see table/useServerTable.ts).
 */
export const SECTION_IDS = [
  "today",
  "week",
  "clients",
  "projects",
  "tickets",
  "submissions",
  "clientsData",
  "projectsData",
  "quotes",
  "team",
  "audit",
  "mail",
  "staff",
  "settings",
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export const DEFAULT_SECTION: SectionId = "today";

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
 * *of the render that made it*, and the router draws a navigation in a transition, so what is drawn
 * can be older than what was asked since: a debounced search firing while a clicked link's page
 * loads wrote the list's query back over the link (the click was lost), a search firing after a
 * click that opened a dialog closed it, and two patches in one event kept only the second. So a
 * patch starts from the router's own latest location (the navigation under way, else the one
 * made), not the drawn one; and from the console's own last patch while the router has not yet
 * taken it (`navigate` reaches the router's state a few microtasks later). A location that is
 * neither (a link, Back/forward) ends what was asked.
 */
let asked: { from: string; queries: Set<string>; last: string } | null = null;

type RouterState = { location: { search: string }; navigation: { location?: { search: string } | null } };

/** The router's newest location: the navigation under way, else the one made. */
function routerSearch(state: RouterState): string {
  return (state.navigation.location ?? state.location).search.replace(/^\?/, "");
}

export function latestQuery(state: RouterState): URLSearchParams {
  const search = routerSearch(state);
  // Until the router holds the last patch, what it holds is the start or a patch on the way to it.
  if (asked && search !== asked.last && (search === asked.from || asked.queries.has(search))) return new URLSearchParams(asked.last);
  asked = null;
  return new URLSearchParams(search);
}

/**
 * The console's query string: the current section, every parameter, and `update`, which merges a
 * patch into the latest query (a new history entry unless `replace`).
 */
export function useConsoleQuery() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const update = useCallback(
    (patch: QueryPatch, { replace = false }: UpdateOptions = {}) => {
      // Outside a data router (never in the app) the drawn query is all there is.
      const state: RouterState = router?.state ?? { location: { search: window.location.search }, navigation: {} };
      const next = patchQuery(latestQuery(state), patch).toString();
      const from = routerSearch(state);
      asked = asked ?? { from, queries: new Set(), last: from };
      asked.queries.add(next);
      asked.last = next;
      void navigate(`?${next}`, { replace, preventScrollReset: true });
    },
    [navigate, router],
  );
  return { params, section: sectionOf(params.get("section")), update };
}
