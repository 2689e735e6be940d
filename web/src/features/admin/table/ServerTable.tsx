import { Button, Group, NativeSelect, Text, TextInput } from "@mantine/core";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import { useId, type CSSProperties, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailure } from "../LoadFailure";
import { PER_PAGE_OPTIONS, type ServerTable as TableState } from "./useServerTable";
import { SortHeader } from "./SortHeader";
import "./table.css";
import { Busy } from "../../data/Busy";
import { Skeleton } from "../../page/Skeleton";

/**
 * A column of a server-side table: what a cell shows (`render`, else the value at `accessor`, a
 * dotted path such as `client.name`), and whether the header sorts by the list endpoint's `sortKey`
 * (the header then becomes a button; the server does the sorting).
 */
export interface ServerColumn<T, S extends string = string> {
  accessor: string;
  title?: ReactNode;
  render?: (record: T, index: number) => ReactNode;
  sortKey?: S;
  noWrap?: boolean;
  textAlign?: "left" | "center" | "right";
  width?: number | string;
  cellsClassName?: string;
}

/** The value at a dotted path (`client.name`), as a cell shows it. */
function valueAt(record: unknown, path: string): ReactNode {
  let value: unknown = record;
  for (const key of path.split(".")) {
    value = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  }
  return typeof value === "string" || typeof value === "number" ? value : typeof value === "boolean" ? String(value) : null;
}

/** The page numbers offered: the first, the last, and two either side of the current one. */
export function pageWindow(page: number, pages: number): (number | "gap")[] {
  const shown: (number | "gap")[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - page) <= 2) shown.push(p);
    else if (shown[shown.length - 1] !== "gap") shown.push("gap");
  }
  return shown;
}

export interface ServerTableProps<T, S extends string> {
  table: TableState<T, S>;
  columns: readonly ServerColumn<T, S>[];
  /** The table's accessible name, e.g. "Team members". */
  label: string;
  /** What failed, e.g. "Could not load team members"; the reason follows it. */
  loadError: string;
  /** Shown when the list has no rows at all (no search, no filter). */
  empty: string;
  /** The search box's label; no search box without it. */
  searchLabel?: string;
  /** More controls beside the search box (filters, export). */
  toolbar?: ReactNode;
  /** The field that identifies a row. */
  idAccessor?: keyof T & string;
}

/**
 * The back office's one table: search box, server-side paging and sorting, and a loading, empty
 * and error state (the error says what failed and offers Retry). Pair it with `useServerTable`.
 */
export function ServerTable<T, S extends string>({
  table,
  columns,
  label,
  loadError,
  empty,
  searchLabel,
  toolbar,
  idAccessor = "_id" as keyof T & string,
}: ServerTableProps<T, S>) {
  const { t } = useTranslation();
  const searchId = useId();
  const emptyText = table.narrowed ? t("admin.table.noMatch") : empty;

  return (
    <div className="server-table">
      {(searchLabel || toolbar) && (
        <Group gap="sm" mb="md" align="flex-end" role={searchLabel ? "search" : undefined}>
          {searchLabel && (
            <TextInput
              id={searchId}
              label={searchLabel}
              type="search"
              value={table.search}
              onChange={(e) => table.setSearch(e.currentTarget.value)}
              w={{ base: "100%", sm: 320 }}
            />
          )}
          {toolbar}
        </Group>
      )}
      {table.error ? (
        <LoadFailure what={loadError} error={table.error} retrying={table.loading} onRetry={table.reload} />
      ) : !table.settled ? (
        <Skeleton rows={6} />
      ) : (
        <>
          <div className="server-table-frame" data-loading={table.loading || undefined}>
            <table className="server-table-grid" aria-label={label} aria-busy={table.loading}>
              <thead>
                <tr>
                  {columns.map((c) => {
                    const sorted = c.sortKey !== undefined && c.sortKey === table.sort;
                    return (
                      <th
                        key={c.accessor}
                        data-accessor={c.accessor}
                        aria-sort={sorted ? (table.order === "asc" ? "ascending" : "descending") : undefined}
                        style={cellStyle(c)}
                      >
                        {c.sortKey === undefined ? (
                          (c.title ?? c.accessor)
                        ) : (
                          <SortHeader
                            label={c.title ?? c.accessor}
                            direction={sorted ? table.order : null}
                            onSort={(order) => c.sortKey !== undefined && table.setSort(c.sortKey, order)}
                          />
                        )}
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, i) => (
                  <tr key={String((row as Record<string, unknown>)[idAccessor] ?? i)}>
                    {columns.map((c) => (
                      <td key={c.accessor} className={c.cellsClassName} style={cellStyle(c)}>
                        {c.render ? c.render(row, i) : valueAt(row, c.accessor)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            {table.rows.length === 0 && (
              // Announced: after a search, this is the answer.
              <Text size="sm" c="var(--pc-text-muted)" role="status" className="server-table-empty">
                {emptyText}
              </Text>
            )}
            {table.loading && (
              <div className="server-table-busy">
                <Busy />
              </div>
            )}
          </div>
          <Pager table={table} />
        </>
      )}
    </div>
  );
}

function cellStyle(c: { noWrap?: boolean; textAlign?: string; width?: number | string }): CSSProperties | undefined {
  if (!c.noWrap && !c.textAlign && c.width === undefined) return undefined;
  return {
    whiteSpace: c.noWrap ? "nowrap" : undefined,
    textAlign: c.textAlign as CSSProperties["textAlign"],
    width: c.width,
  };
}

/** Which rows are shown of how many, the page buttons, and how many rows a page holds. */
function Pager<T, S extends string>({ table }: { table: TableState<T, S> }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(table.total / table.perPage));
  const from = table.total === 0 ? 0 : (table.page - 1) * table.perPage + 1;
  const to = Math.min(table.total, table.page * table.perPage);
  const go = (page: number) => table.setPage(Math.min(Math.max(page, 1), pages));
  return (
    <Group className="server-table-pager" justify="space-between" gap="sm" mt="sm">
      <Text size="sm" className="server-table-range">
        {t("admin.table.range", { from, to, total: table.total })}
      </Text>
      <Group gap="sm">
        <NativeSelect
          size="xs"
          label={t("admin.table.perPage")}
          className="server-table-per-page"
          value={String(table.perPage)}
          data={PER_PAGE_OPTIONS.map(String)}
          onChange={(e) => table.setPerPage(Number(e.currentTarget.value))}
        />
        <nav aria-label={t("admin.table.pages")}>
          <Group gap={4} wrap="nowrap">
            <PageButton label={t("admin.table.firstPage")} disabled={table.page <= 1} onClick={() => go(1)}>
              «
            </PageButton>
            <PageButton label={t("admin.table.previousPage")} disabled={table.page <= 1} onClick={() => go(table.page - 1)}>
              ‹
            </PageButton>
            {pageWindow(table.page, pages).map((p, i) =>
              p === "gap" ? (
                <span key={`gap-${i}`} aria-hidden className="server-table-gap">
                  …
                </span>
              ) : (
                <PageButton key={p} current={p === table.page} onClick={() => go(p)}>
                  {p}
                </PageButton>
              ),
            )}
            <PageButton label={t("admin.table.nextPage")} disabled={table.page >= pages} onClick={() => go(table.page + 1)}>
              ›
            </PageButton>
            <PageButton label={t("admin.table.lastPage")} disabled={table.page >= pages} onClick={() => go(pages)}>
              »
            </PageButton>
          </Group>
        </nav>
      </Group>
    </Group>
  );
}

function PageButton({
  label,
  current,
  disabled,
  onClick,
  children,
}: {
  label?: string;
  current?: boolean;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <Button
      size="compact-sm"
      variant={current ? "filled" : "default"}
      aria-label={label}
      aria-current={current ? "page" : undefined}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
