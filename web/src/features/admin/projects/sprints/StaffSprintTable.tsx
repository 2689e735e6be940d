import { ActionIcon, Group } from "@mantine/core";
import "@mantine/core/styles/ActionIcon.layer.css";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { moveSprint } from "../../../../api/admin";
import type { Sprint } from "../../../../api/client";
import { useWrite } from "../../../forms/useWrite";
import { SprintTable } from "../../../project/SprintTable";

type Direction = "earlier" | "later";

/**
 * Every sprint in one table (the client's Sprints view columns), in its real order, which staff
 * change with the arrows in the Sprint Order column (`PUT /project/moveSprint/{id}`).
 */
export function StaffSprintTable({ sprints, onChanged }: { sprints: readonly Sprint[]; onChanged(): void }) {
  const { t } = useTranslation();
  const write = useWrite();
  const [moving, setMoving] = useState<{ sprintId: string; direction: Direction } | null>(null);
  const table = useRef<HTMLTableElement>(null);
  // After a move, the moved sprint's arrow keeps the focus (the other one when it hit an end):
  // once the move is answered (its arrow no longer loading), and again when the list read back
  // shows the sprint at its new place (a row moved in the page loses the focus it held).
  const refocus = useRef<{ sprintId: string; direction: Direction; order: number } | null>(null);

  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted || moving) return;
    const button = (direction: Direction) =>
      table.current?.querySelector<HTMLButtonElement>(`button[data-sprint="${wanted.sprintId}"][data-direction="${direction}"]:not(:disabled)`);
    const target = button(wanted.direction) ?? button(wanted.direction === "earlier" ? "later" : "earlier");
    target?.focus();
    if (sprints.find((s) => s._id === wanted.sprintId)?.order === wanted.order) refocus.current = null;
  }, [sprints, moving]);

  async function move(s: Sprint, direction: Direction) {
    const order = direction === "earlier" ? s.order - 1 : s.order + 1;
    if (moving) return;
    setMoving({ sprintId: s._id, direction });
    refocus.current = { sprintId: s._id, direction, order };
    const moved = await write(() => moveSprint(s._id, order), {
      success: { title: t("admin.sprints.moved"), description: t("admin.sprints.movedTo", { title: s.title, order, total: sprints.length }) },
      failure: t("admin.sprints.moveFailed"),
      onSuccess: onChanged,
    });
    // Not moved: the arrow keeps the focus where the sprint stayed.
    if (!moved) refocus.current = { sprintId: s._id, direction, order: s.order };
    setMoving(null);
  }

  return (
    <SprintTable
      sprints={sprints}
      caption={t("admin.sprints.tableLabel")}
      minWidth={1100}
      tableRef={table}
      headings={{ timeline: t("admin.sprints.timeline"), tasks: t("admin.sprints.tasksCount"), start: t("admin.sprints.start"), end: t("admin.sprints.end") }}
      order={(s) => (
        <Group gap={6} wrap="nowrap">
          <span className="sprint-order">{s.order}</span>
          {(["earlier", "later"] as const).map((direction) => (
            <ActionIcon
              key={direction}
              variant="default"
              size="md"
              data-sprint={s._id}
              data-direction={direction}
              disabled={direction === "earlier" ? s.order <= 1 : s.order >= sprints.length}
              loading={moving?.sprintId === s._id && moving.direction === direction}
              onClick={() => void move(s, direction)}
              aria-label={t(direction === "earlier" ? "admin.sprints.moveEarlier" : "admin.sprints.moveLater", { title: s.title })}
            >
              <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                <path d={direction === "earlier" ? "M8 3 14 10H2z" : "M8 13 2 6h12z"} fill="currentColor" />
              </svg>
            </ActionIcon>
          ))}
        </Group>
      )}
    />
  );
}
