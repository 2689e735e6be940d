import type { ListParams, Page } from "../../../api/admin";
import { listQuotes, type QuoteView } from "./api";

export type QuoteSort = "createdAt" | "number" | "validUntil";
export type QuoteListParams = ListParams<QuoteSort> & { state?: string; project?: string };

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The versions as the console's one table takes them. The API answers a project's (or every)
 * version at once, newest first and at most 500, so the state, the search, the order and the page
 * are applied here to that answer.
 */
export async function quotePage(params: QuoteListParams, signal?: AbortSignal): Promise<Page<QuoteView>> {
  const all = await listQuotes(params.project ?? null, signal);
  const q = params.q?.trim().toLowerCase() ?? "";
  const rows = all.filter(
    (r) => (!params.state || r.state === params.state) && (!q || [r.number, r.title, r.companyName, r.projectTitle].some((s) => s.toLowerCase().includes(q))),
  );
  const sort = params.sort ?? "createdAt";
  const key = (r: QuoteView) => (sort === "number" ? `${r.number}|${String(r.version).padStart(6, "0")}` : sort === "validUntil" ? r.validUntil : r.createdAt);
  rows.sort((a, b) => compare(key(a), key(b)) * (params.order === "asc" ? 1 : -1));
  const perPage = params.perPage ?? 20;
  const page = params.page ?? 1;
  return { rows: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
}
