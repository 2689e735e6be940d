import { NativeSelect, Text } from "@mantine/core";
import type { FocusEventHandler, HTMLAttributes, ReactNode, Ref } from "react";
import { useTranslation } from "react-i18next";
import type { Sprint } from "../../api/client";
import { labelText } from "../../i18n/labels";
import { display } from "../../wasm/display";
import { LabelBadge } from "../labels/LabelCell";
import type { BoardCard, BoardColumn } from "./board";
import "./project.css";

/** The Sprint filter's value for every sprint. */
export const ALL_SPRINTS = "all";

/** The sprints a board shows for the filter's value. */
export function sprintsShown<S extends Pick<Sprint, "_id">>(sprints: readonly S[], sprintId: string): readonly S[] {
  return sprintId === ALL_SPRINTS ? sprints : sprints.filter((s) => s._id === sprintId);
}

/** The board's Sprint selector: all sprints, or one. */
export function SprintFilter({ sprints, value, onChange, mb }: { sprints: readonly Sprint[]; value: string; onChange(id: string): void; mb: string }) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={t("portal.boardSprint")}
      maw={320}
      mb={mb}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      data={[{ value: ALL_SPRINTS, label: t("portal.allSprints") }, ...sprints.map((s) => ({ value: s._id, label: s.title }))]}
    />
  );
}

interface ColumnsProps {
  columns: readonly BoardColumn[];
  /** One card, its `li` included: staff's cards move, the client's do not. */
  card(card: BoardCard, column: BoardColumn): ReactNode;
  /** Staff's drop target handling on a column. */
  columnProps?(column: BoardColumn): HTMLAttributes<HTMLElement> & { "data-drop-target"?: true };
  boardRef?: Ref<HTMLDivElement>;
  onFocus?: FocusEventHandler<HTMLDivElement>;
}

/** The board (product.md §2): a column per task status, each with its count and cards. */
export function BoardColumns({ columns, card, columnProps, boardRef, onFocus }: ColumnsProps) {
  const { t, i18n } = useTranslation();
  return (
    <div className="board" ref={boardRef} onFocus={onFocus}>
      {columns.map((col) => (
        <section key={col.label.key} className="board-column" aria-label={labelText(col.label, i18n.language)} {...columnProps?.(col)}>
          <h3 className="board-column-title">
            <LabelBadge label={col.label} /> <span className="board-count">{col.cards.length}</span>
          </h3>
          {col.cards.length === 0 ? (
            <p className="muted small">{t("portal.boardEmpty")}</p>
          ) : (
            <ul className="plain-list board-cards">{col.cards.map((c) => card(c, col))}</ul>
          )}
        </section>
      ))}
    </div>
  );
}

/** What a card says of its task: title, sprint, priority, date; `children` add the assignees. */
export function BoardCardBody({ card: { task, sprint }, children }: { card: BoardCard; children: ReactNode }) {
  const { t } = useTranslation();
  const w = display();
  return (
    <>
      <Text fw={600}>{task.title}</Text>
      <Text size="sm">{sprint.title}</Text>
      <div className="board-card-meta">
        <span>
          <span className="visually-hidden">{t("portal.col.priority")}: </span>
          <LabelBadge label={w.taskPriorityLabel(task.priority)} />
        </span>
        {task.taskDate && <time className="small">{w.displayDate(task.taskDate)}</time>}
      </div>
      {children}
    </>
  );
}
