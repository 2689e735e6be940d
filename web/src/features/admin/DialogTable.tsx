import { Table, Text } from "@mantine/core";
import "@mantine/core/styles/Table.layer.css";
import type { ReactNode, Ref } from "react";
import { useTranslation } from "react-i18next";
import type { RecordState } from "../data/useRecord";
import { LoadFailure } from "./LoadFailure";
import { Skeleton } from "../page/Skeleton";

interface Props<T> {
  /** The rows, read for the dialog. */
  record: RecordState<T[]>;
  /** What failed, when the read fails ("Could not load …"). */
  loadError: string;
  /** What is said when there are no rows. */
  empty: string;
  /** The table's accessible name. */
  label: string;
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  /** The columns' headings; a last, unnamed column holds each row's actions. */
  headings: string[];
  /** One row (a `Table.Tr` with a cell for each heading, then the actions). */
  row(item: T): ReactNode;
  /** The region around the table, which takes the focus when a row and its button go. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A short list in one of the console's dialogs (a person's passkeys, a colleague's sessions), as a
 * table: a spinner while it is first read, the failure with Retry, the words for none, or the rows;
 * in a focusable region, busy while the rows are read again.
 */
export function DialogTable<T>({ record, ref, ...shown }: Props<T>) {
  return (
    <div ref={ref} tabIndex={-1} aria-busy={record.loading || undefined}>
      <Rows record={record} {...shown} />
    </div>
  );
}

function Rows<T>({ record, loadError, empty, label, minWidth, headings, row }: Omit<Props<T>, "ref">) {
  const { t } = useTranslation();
  if (!record.data) {
    return record.error ? (
      <LoadFailure what={loadError} error={record.error} retrying={record.loading} onRetry={record.reload} />
    ) : (
      <Skeleton />
    );
  }
  if (record.data.length === 0) return <Text size="sm">{empty}</Text>;
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table aria-label={label} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {headings.map((heading) => (
              <Table.Th key={heading} scope="col">
                {heading}
              </Table.Th>
            ))}
            <Table.Th scope="col">
              <span className="visually-hidden">{t("admin.staff.actions")}</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{record.data.map(row)}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
