import { Button, Menu, Text } from "@mantine/core";
import "@mantine/core/styles/Menu.layer.css";
import "@mantine/core/styles/Popover.layer.css";
import type { DragEvent, KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { labelText } from "../../../../i18n/labels";
import type { BoardCard as Card, BoardColumn } from "../../../project/board";
import { BoardCardBody } from "../../../project/BoardView";

interface Props {
  card: Card;
  /** The column it is in (its label names it). */
  column: BoardColumn;
  columns: readonly BoardColumn[];
  /** A move of this card is being sent. */
  moving: boolean;
  instructionsId: string;
  onMove(card: Card, status: string): void;
  onKeyDown(card: Card, event: KeyboardEvent<HTMLLIElement>): void;
  onDragStart(card: Card, event: DragEvent<HTMLLIElement>): void;
  onDragEnd(): void;
}

/**
 * A task on the staff board: focusable and draggable; Left/Right move it between columns (see
 * boardKeys.ts), and its Move to menu offers the other columns to pointer and keyboard alike.
 */
export function BoardCard({ card, column, columns, moving, instructionsId, onMove, onKeyDown, onDragStart, onDragEnd }: Props) {
  const { t, i18n } = useTranslation();
  const { task } = card;
  return (
    <li
      className="board-card staff-board-card"
      tabIndex={0}
      draggable
      data-task-id={task._id}
      aria-busy={moving || undefined}
      aria-describedby={instructionsId}
      onKeyDown={(e) => onKeyDown(card, e)}
      onDragStart={(e) => onDragStart(card, e)}
      onDragEnd={onDragEnd}
    >
      <BoardCardBody card={card}>
        <Text size="sm">{task.assignedTo.length > 0 ? task.assignedTo.map((p) => p.name).join(", ") : t("portal.unassigned")}</Text>
      </BoardCardBody>
      <Menu position="bottom-start" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <Button size="compact-xs" variant="default" mt={6} aria-label={t("admin.board.moveToNamed", { title: task.title })}>
            {t("admin.board.moveTo")}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {columns
            .filter((c) => c.label.key !== column.label.key)
            .map((c) => (
              <Menu.Item key={c.label.key} onClick={() => onMove(card, c.status)}>
                {labelText(c.label, i18n.language)}
              </Menu.Item>
            ))}
        </Menu.Dropdown>
      </Menu>
    </li>
  );
}
