import { Group, Text, TextInput } from "@mantine/core";
import "@mantine/core/styles/Center.layer.css";
import "@mantine/core/styles/Flex.layer.css";
import "@mantine/core/styles/Menu.layer.css";
import "@mantine/core/styles/Pagination.layer.css";
import "@mantine/core/styles/Popover.layer.css";
import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/Table.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import { DataTable, type DataTableColumn } from "mantine-datatable";
import "mantine-datatable/styles.layer.css";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailure } from "../LoadFailure";
import { PER_PAGE_OPTIONS, type ServerTable as TableState } from "./useServerTable";
import { SortHeader } from "./SortHeader";
import "./table.css";
import { Busy } from "../../data/Busy";

/**
 * A column of a server-side table: mantine-datatable's column, sortable when it names the list
 * endpoint's `sortKey` for it (the header then becomes a button; the server does the sorting).
 */
export type ServerColumn<T, S extends string = string> = WithoutSort<DataTableColumn<T>> & {
  sortKey?: S;
};

/** `Omit` for each member of a union (a column's props are one). */
type WithoutSort<C> = C extends unknown ? Omit<C, "sortable" | "sortKey"> : never;

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
  const tableRef = useRef<HTMLTableElement>(null);
  const searchId = useId();

  const sortedAccessor = columns.find((c) => c.sortKey === table.sort)?.accessor;
  // The sorted column says so to assistive technology (`aria-sort`); mantine-datatable sets no such
  // attribute and takes none, so it is set on its header cell, found by its `data-accessor`.
  useEffect(() => {
    const headers = tableRef.current?.querySelectorAll<HTMLTableCellElement>("thead th[data-accessor]") ?? [];
    for (const th of headers) {
      if (th.dataset.accessor === String(sortedAccessor)) th.setAttribute("aria-sort", table.order === "asc" ? "ascending" : "descending");
      else th.removeAttribute("aria-sort");
    }
  });

  const dataColumns = columns.map(({ sortKey, title, ...column }): DataTableColumn<T> => ({
    ...(column as DataTableColumn<T>),
    title:
      sortKey === undefined ? (
        title
      ) : (
        <SortHeader
          label={title ?? String(column.accessor)}
          direction={sortKey === table.sort ? table.order : null}
          onSort={(order) => table.setSort(sortKey, order)}
        />
      ),
  }));

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
        <Group justify="center" py="xl">
          <Busy />
        </Group>
      ) : (
        <DataTable<T>
          tableRef={(element) => {
            tableRef.current = element;
          }}
          aria-label={label}
          aria-busy={table.loading}
          withTableBorder
          borderRadius="md"
          highlightOnHover
          minHeight={table.rows.length === 0 ? 180 : undefined}
          idAccessor={idAccessor}
          columns={dataColumns}
          records={table.rows}
          fetching={table.loading}
          customLoader={<Busy />}
          emptyState={
            // Announced: after a search, this is the answer.
            <Text size="sm" c="gray.7" role="status">
              {emptyText}
            </Text>
          }
          noRecordsText={emptyText}
          loadingText={t("common.loading")}
          page={table.page}
          onPageChange={table.setPage}
          totalRecords={table.total}
          recordsPerPage={table.perPage}
          recordsPerPageOptions={[...PER_PAGE_OPTIONS]}
          onRecordsPerPageChange={table.setPerPage}
          recordsPerPageLabel={t("admin.table.perPage")}
          paginationText={({ from, to, totalRecords }) => t("admin.table.range", { from, to, total: totalRecords })}
          getPaginationControlProps={(control) => ({ "aria-label": t(`admin.table.${control}Page`) })}
        />
      )}
    </div>
  );
}
