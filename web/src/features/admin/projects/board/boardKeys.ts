import type { BoardColumn } from "../../../project/board";

/** What a key pressed on a focused card asks for. */
export type BoardKeyAction =
  /** Move the card into the column holding `status` (its stored value). */
  | { kind: "move"; status: string }
  /** Put the focus on another card of the same column. */
  | { kind: "focus"; taskId: string }
  | null;

/**
 * The board's keyboard: Left and Right move the focused card into the neighbouring column; Up,
 * Down, Home and End move the focus within its column. Nothing at the board's edges.
 */
export function boardKeyAction(columns: readonly Pick<BoardColumn, "status" | "cards">[], taskId: string, key: string): BoardKeyAction {
  const col = columns.findIndex((c) => c.cards.some((card) => card.task._id === taskId));
  const column = columns[col];
  if (!column) return null;
  const row = column.cards.findIndex((card) => card.task._id === taskId);
  const focus = (index: number): BoardKeyAction => {
    const card = column.cards[index];
    return card && index !== row ? { kind: "focus", taskId: card.task._id } : null;
  };
  const moveTo = (index: number): BoardKeyAction => {
    const target = columns[index];
    return target ? { kind: "move", status: target.status } : null;
  };
  switch (key) {
    case "ArrowLeft":
      return moveTo(col - 1);
    case "ArrowRight":
      return moveTo(col + 1);
    case "ArrowUp":
      return focus(row - 1);
    case "ArrowDown":
      return focus(row + 1);
    case "Home":
      return focus(0);
    case "End":
      return focus(column.cards.length - 1);
    default:
      return null;
  }
}

/**
 * The columns with moves not yet confirmed by the server applied: a card shows where it was sent
 * while the write and the re-read run. `pending` maps task ids to the status sent.
 */
export function withPendingMoves<S extends { tasks: readonly { _id: string; status: string }[] }>(
  sprints: readonly S[],
  pending: ReadonlyMap<string, string>,
): S[] {
  if (pending.size === 0) return [...sprints];
  return sprints.map((s) => ({
    ...s,
    tasks: s.tasks.map((task) => {
      const status = pending.get(task._id);
      return status === undefined ? task : { ...task, status };
    }),
  }));
}

/**
 * The moves the project does not show yet. A re-read asked for after one move can land after the
 * next move was sent: that move stays pending (its card does not jump back, nor lose the focus)
 * until a read shows it.
 */
export function unsettledMoves(
  pending: ReadonlyMap<string, string>,
  sprints: readonly { tasks: readonly { _id: string; status: string }[] }[],
): ReadonlyMap<string, string> {
  if (pending.size === 0) return pending;
  const next = new Map(pending);
  for (const sprint of sprints) {
    for (const task of sprint.tasks) {
      if (next.get(task._id) === task.status) next.delete(task._id);
    }
  }
  return next;
}
