import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from "react";
import type { ListFetcher, ListParams, Page, SortOrder } from "../../../api/admin";
import { isLoading, useReloads, type Reloads } from "../../data/useReloads";
import { useConsoleQuery, type QueryPatch } from "../consoleQuery";

/** The sort keys a list's parameters allow. */
export type SortKeyOf<P extends ListParams> = NonNullable<P["sort"]> & string;

/** What a list takes besides paging, sorting and search (`active`, `status`, `client`...). */
export type FiltersOf<P extends ListParams> = Omit<P, keyof ListParams>;

export const PER_PAGE_OPTIONS = [10, 20, 50, 100] as const;
export const DEFAULT_PER_PAGE = 20;
export const SEARCH_DEBOUNCE_MS = 300;

export interface ServerTableOptions<P extends ListParams> {
  /** The order before anyone clicks a column header. */
  defaultSort: { sort: SortKeyOf<P>; order: SortOrder };
  /** Sent with every request; a change goes back to page 1. Put here whatever the list depends on. */
  filters?: FiltersOf<P>;
  perPage?: number;
  /**
   * Names this table's parameters in the query string (`<prefix>.page`, `<prefix>.q`...) when a
   * screen shows more than one table; unprefixed (`page`, `sort`, `order`, `q`, `perPage`) otherwise.
   */
  urlPrefix?: string;
  debounceMs?: number;
}

export interface ServerTable<T, S extends string> {
  /** The rows of the current page (the previous page's while the next one loads). */
  rows: T[];
  /** Rows matching the query across all pages. */
  total: number;
  /** A request is under way. */
  loading: boolean;
  /** Why the last request failed; null after a success. */
  error: unknown;
  /** Some answer (rows or failure) has arrived since the table appeared. */
  settled: boolean;
  page: number;
  perPage: number;
  sort: S;
  order: SortOrder;
  /** The search sent to the server. */
  q: string;
  /** The search box's text (sent `debounceMs` after the last keystroke). */
  search: string;
  /** Search or filters narrow the list (an empty answer then means "no match", not "nothing yet"). */
  narrowed: boolean;
  setPage(page: number): void;
  setPerPage(perPage: number): void;
  setSort(sort: S, order: SortOrder): void;
  setSearch(text: string): void;
  /** Reads the current page again (after a write, or from Retry). */
  reload(): void;
}

function positiveInt(raw: string | null, fallback: number): number {
  const n = raw === null ? Number.NaN : Number(raw);
  return Number.isSafeInteger(n) && n >= 1 ? n : fallback;
}

interface Outcome<T> {
  /** The request this answers (compared by identity with the current one). */
  request: { shown: string; reloads: Reloads } | null;
  page: Page<T> | null;
  error: unknown;
}

/**
 * One server-side list behind a table: page, page size, sort, order and search are kept in the
 * query string (so reload and Back work), the search is debounced, and `fetcher` (an `api/admin`
 * list function) is called whenever any of them or `filters` change; an older answer never
 * overwrites a newer one. Writes elsewhere call `reload()`: data is read again, not patched locally.
 */
export function useServerTable<T, P extends ListParams>(
  fetcher: ListFetcher<T, P>,
  { defaultSort, filters, perPage: defaultPerPage = DEFAULT_PER_PAGE, urlPrefix, debounceMs = SEARCH_DEBOUNCE_MS }: ServerTableOptions<P>,
): ServerTable<T, SortKeyOf<P>> {
  type S = SortKeyOf<P>;
  const { params: query, update } = useConsoleQuery();
  const key = useCallback((name: string) => (urlPrefix ? `${urlPrefix}.${name}` : name), [urlPrefix]);

  const page = positiveInt(query.get(key("page")), 1);
  const perPage = Math.min(positiveInt(query.get(key("perPage")), defaultPerPage), 200);
  const sort = (query.get(key("sort")) || defaultSort.sort) as S;
  const rawOrder = query.get(key("order"));
  const order: SortOrder = rawOrder === "asc" || rawOrder === "desc" ? rawOrder : defaultSort.order;
  const q = query.get(key("q")) ?? "";
  const filtersKey = JSON.stringify(filters ?? {});

  const patch = useCallback(
    (values: Record<string, string | number | null>, replace = false) => {
      const named: QueryPatch = Object.fromEntries(Object.entries(values).map(([k, v]) => [key(k), v]));
      update(named, { replace });
    },
    [key, update],
  );

  // ---- The search box: its own text, sent after a pause; Back/forward bring the URL's back. ----
  // The box follows the URL's search when it changes, unless the change is the search this table
  // sent (the user may have typed on meanwhile: their keystrokes stay).
  const [search, setSearchText] = useState(q);
  const [searchFor, setSearchFor] = useState(q);
  const [sent, setSent] = useState<string | null>(null);
  if (searchFor !== q) {
    setSearchFor(q);
    if (q === sent) setSent(null);
    else setSearchText(q);
  }
  useEffect(() => {
    const wanted = search.trim();
    if (wanted === q) return;
    const timer = setTimeout(() => {
      setSent(wanted);
      patch({ q: wanted, page: null }, true);
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [search, q, patch, debounceMs]);

  // ---- A change of filters starts again from the first page. ----
  const seenFilters = useRef(filtersKey);
  useEffect(() => {
    if (seenFilters.current === filtersKey) return;
    seenFilters.current = filtersKey;
    patch({ page: null }, true);
  }, [filtersKey, patch]);

  // ---- The request: one per distinct query (or reload), the latest one wins. ----
  // A live change (ADR 0037) reads the page again quietly: the rows stay, not marked as loading.
  const [reloads, reload] = useReloads();
  const request = useMemo(
    () => ({
      params: { ...(JSON.parse(filtersKey) as FiltersOf<P>), page, perPage, sort, order, q: q || undefined } as P,
      shown: JSON.stringify([filtersKey, page, perPage, sort, order, q]),
      reloads,
    }),
    [filtersKey, page, perPage, sort, order, q, reloads],
  );
  const [outcome, setOutcome] = useState<Outcome<T>>({ request: null, page: null, error: null });
  const fetchPage = useEffectEvent((params: P, signal: AbortSignal) => fetcher(params, signal));

  useEffect(() => {
    const controller = new AbortController();
    fetchPage(request.params, controller.signal).then(
      (result) => {
        if (!controller.signal.aborted) setOutcome({ request, page: result, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setOutcome((prev) => ({ request, page: prev.page, error }));
      },
    );
    return () => controller.abort();
  }, [request]);

  const loading = isLoading(outcome.request, request);
  const rows = outcome.page?.rows ?? [];
  const total = outcome.page?.total ?? 0;

  // A page past the end (the last row of the last page was deleted, or an old link): go to the last one.
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  useEffect(() => {
    if (!loading && !outcome.error && outcome.page && page > lastPage) patch({ page: lastPage > 1 ? lastPage : null }, true);
  }, [loading, outcome, page, lastPage, patch]);

  const isDefaultSort = (s: S, o: SortOrder) => s === defaultSort.sort && o === defaultSort.order;

  return {
    rows,
    total,
    loading,
    error: outcome.error,
    settled: outcome.request !== null,
    page,
    perPage,
    sort,
    order,
    q,
    search,
    narrowed: q !== "" || filtersKey !== "{}",
    setPage: (next) => patch({ page: next > 1 ? next : null }),
    setPerPage: (next) => patch({ perPage: next === defaultPerPage ? null : next, page: null }),
    setSort: (s, o) => patch({ sort: isDefaultSort(s, o) ? null : s, order: isDefaultSort(s, o) ? null : o, page: null }),
    setSearch: setSearchText,
    reload,
  };
}
