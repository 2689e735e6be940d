import { Text } from "@mantine/core";
import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { setTaskStatus } from "../../../../api/admin";
import type { Project } from "../../../../api/client";
import { labelText } from "../../../../i18n/labels";
import { useWrite } from "../../../forms/useWrite";
import { groupByStatus, type BoardCard as Card } from "../../../project/board";
import { ALL_SPRINTS, BoardColumns, SprintFilter, sprintsShown } from "../../../project/BoardView";
import { taskStatusLabel } from "../choices";
import { BoardCard } from "./BoardCard";
import { boardKeyAction, unsettledMoves, withPendingMoves } from "./boardKeys";

/**
 * The staff board: a column per status; a card moves by drag and drop, by Left/Right on the
 * focused card, or through its Move to menu (`PUT /project/updateTaskStatus/{id}`). Each move is
 * said to screen readers; the focus stays on the moved card.
 */
export function BoardTab({ project, onChanged }: { project: Project; onChanged(): void }) {
  const { t, i18n } = useTranslation();
  const write = useWrite();
  const instructionsId = useId();
  const [sprintId, setSprintId] = useState(ALL_SPRINTS);
  const [announcement, setAnnouncement] = useState("");
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const board = useRef<HTMLDivElement>(null);
  const refocus = useRef<string | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());

  // Moves sent and not yet seen in the project: shown where they were sent until a read shows them.
  const [pending, setPending] = useState<ReadonlyMap<string, string>>(new Map());
  const [seen, setSeen] = useState(project);
  if (seen !== project) {
    setSeen(project);
    setPending((prev) => unsettledMoves(prev, project.sprints));
  }

  const columns = groupByStatus(withPendingMoves(sprintsShown(project.sprints, sprintId), pending), taskStatusLabel);
  const nameOf = (status: string) => labelText(taskStatusLabel(status), i18n.language);

  // A card moved by keyboard or its menu is rendered anew in its column, and may be again while the
  // move settles (the write, the re-read, a read already under way): until a read shows the move,
  // and a moment after, whenever the focus falls to the page it goes back to the card. Focusing
  // another card ends that (`onFocus` below).
  const keepUntil = useRef(0);
  const refocusNow = (id: string) => {
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) {
      board.current?.querySelector<HTMLElement>(`[data-task-id="${id}"]`)?.focus();
    }
  };
  useEffect(() => {
    const id = refocus.current;
    if (!id) return;
    if (Date.now() >= keepUntil.current) {
      refocus.current = null;
      return;
    }
    refocusNow(id);
    if (!pending.has(id) && keepUntil.current === Number.POSITIVE_INFINITY) keepUntil.current = Date.now() + 1500;
  });
  // The browser may also drop the focus after the render: the copy of the card it had focused was
  // removed, and its clean-up of that can come once the new copy holds the focus. Put it back.
  useEffect(() => {
    const el = board.current;
    if (!el) return;
    const onFocusOut = (event: FocusEvent) => {
      const id = refocus.current;
      if (!id || event.relatedTarget || (event.target as HTMLElement).dataset.taskId !== id) return;
      requestAnimationFrame(() => {
        if (refocus.current === id && Date.now() < keepUntil.current) refocusNow(id);
      });
    };
    el.addEventListener("focusout", onFocusOut);
    return () => el.removeEventListener("focusout", onFocusOut);
  }, []);

  function keepFocusOn(id: string) {
    refocus.current = id;
    keepUntil.current = Number.POSITIVE_INFINITY;
  }

  async function move(card: Card, status: string, keepFocus: boolean) {
    const { task } = card;
    const from = columns.find((c) => c.cards.some((k) => k.task._id === task._id));
    if (!from || from.label.key === taskStatusLabel(status).key) return;
    setPending((prev) => new Map(prev).set(task._id, status));
    if (keepFocus) keepFocusOn(task._id);
    const said = t("admin.board.moved", { title: task.title, column: nameOf(status) });
    // Moves are sent one after another, so two quick moves of a card land in the order they were made.
    const sent = queue.current.then(() =>
      write(() => setTaskStatus(task._id, status), {
        success: { title: t("admin.board.movedTitle"), description: said },
        failure: t("admin.board.moveFailed", { title: task.title }),
        onSuccess: onChanged,
      }),
    );
    queue.current = sent.then(() => undefined);
    const ok = await sent;
    if (ok) {
      // The same words twice in a row would not be read again: vary them invisibly.
      setAnnouncement((prev) => (prev === said ? `${said}\u00a0` : said));
    } else {
      setPending((prev) => {
        const next = new Map(prev);
        next.delete(task._id);
        return next;
      });
      if (keepFocus) keepFocusOn(task._id);
    }
  }

  function onKeyDown(card: Card, event: KeyboardEvent<HTMLLIElement>) {
    if (event.target !== event.currentTarget) return;
    const action = boardKeyAction(columns, card.task._id, event.key);
    if (!action) return;
    event.preventDefault();
    if (action.kind === "move") void move(card, action.status, true);
    else board.current?.querySelector<HTMLElement>(`[data-task-id="${action.taskId}"]`)?.focus();
  }

  function onDragStart(card: Card, event: DragEvent<HTMLLIElement>) {
    event.dataTransfer.setData("text/plain", card.task._id);
    event.dataTransfer.effectAllowed = "move";
    setDragging(card.task._id);
  }

  function onDrop(status: string, event: DragEvent<HTMLElement>) {
    event.preventDefault();
    const id = event.dataTransfer.getData("text/plain") || dragging;
    setDragging(null);
    setOver(null);
    const card = columns.flatMap((c) => c.cards).find((k) => k.task._id === id);
    if (card) void move(card, status, false);
  }

  return (
    <>
      <SprintFilter sprints={project.sprints} value={sprintId} onChange={setSprintId} mb="sm" />
      <Text size="sm" c="var(--pc-text-muted)" mb="md" id={instructionsId}>
        {t("admin.board.instructions")}
      </Text>
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
      <BoardColumns
        columns={columns}
        boardRef={board}
        onFocus={(e) => {
          const id = (e.target as HTMLElement).dataset.taskId;
          if (id && id !== refocus.current) refocus.current = null;
        }}
        columnProps={(col) => ({
          "data-drop-target": over === col.status || undefined,
          onDragOver: (e) => {
            if (!dragging) return;
            e.preventDefault();
            e.dataTransfer.dropEffect = "move";
            if (over !== col.status) setOver(col.status);
          },
          onDragLeave: (e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(null);
          },
          onDrop: (e) => onDrop(col.status, e),
        })}
        card={(card, col) => (
          <BoardCard
            key={card.task._id}
            card={card}
            column={col}
            columns={columns}
            moving={pending.has(card.task._id)}
            instructionsId={instructionsId}
            onMove={(c, status) => void move(c, status, true)}
            onKeyDown={onKeyDown}
            onDragStart={onDragStart}
            onDragEnd={() => {
              setDragging(null);
              setOver(null);
            }}
          />
        )}
      />
    </>
  );
}
