import { Table } from "@mantine/core";
import "@mantine/core/styles/Table.layer.css";
import type { ReactNode, Ref } from "react";
import { useTranslation } from "react-i18next";
import type { Sprint } from "../../api/client";
import { display } from "../../wasm/display";
import { LabelCell } from "../labels/LabelCell";
import { ColumnHeads } from "./ColumnHeads";

interface Props {
  sprints: readonly Sprint[];
  caption: string;
  minWidth: number;
  /** The console's own words for four of the columns. */
  headings?: { timeline: string; tasks: string; start: string; end: string };
  /** The Sprint Order cell: the number, or staff's arrows beside it. */
  order?: (sprint: Sprint) => ReactNode;
  tableRef?: Ref<HTMLTableElement>;
}

/** Every sprint of a project in one table (product.md §2, Sprints view), in its real order. */
export function SprintTable({ sprints, caption, minWidth, headings, order, tableRef }: Props) {
  const { t } = useTranslation();
  const w = display();
  const heads = [
    t("portal.col.sprint"),
    t("portal.col.sprintGoals"),
    t("portal.col.sprintOrder"),
    t("portal.col.active"),
    headings?.timeline ?? t("portal.col.sprintTimeline"),
    headings?.tasks ?? t("portal.col.tasks"),
    t("portal.col.completed"),
    headings?.start ?? t("portal.col.startDate"),
    headings?.end ?? t("portal.col.endDate"),
  ];
  return (
    // Focusable, so that keyboard users can scroll a table wider than the window (its cells hold nothing to focus).
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="group" aria-label={caption}>
      <Table ref={tableRef} striped withTableBorder verticalSpacing="xs">
        <Table.Caption className="visually-hidden">{caption}</Table.Caption>
        <ColumnHeads names={heads} />
        <Table.Tbody>
          {sprints.map((s) => (
            <Table.Tr key={s._id}>
              <Table.Th scope="row" fw={600}>
                {s.title}
              </Table.Th>
              <Table.Td>{s.goal}</Table.Td>
              <Table.Td>{order ? order(s) : s.order}</Table.Td>
              <LabelCell label={w.sprintActiveLabel(s.status.active)} />
              <Table.Td>{s.timeline}</Table.Td>
              <Table.Td>{s.tasks.length}</Table.Td>
              <LabelCell label={w.sprintCompletedLabel(s.status.completed)} />
              <Table.Td className="nowrap">{s.startDate ? w.displayDate(s.startDate) : ""}</Table.Td>
              <Table.Td className="nowrap">{s.endDate ? w.displayDate(s.endDate) : ""}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
