import type { Sprint, Task } from "../../api/client";
import { TASK_STATUS_VALUES } from "../../api/types.gen";
import type { Label } from "../../wasm";

/** The stored task statuses, in board order (product.md §4), from the server's `TaskStatus`. */
export const BOARD_ORDER = TASK_STATUS_VALUES;

export interface BoardCard {
  task: Task;
  sprint: Pick<Sprint, "_id" | "title">;
}

export interface BoardColumn {
  /** The status a task gets when moved into this column (its stored value). */
  status: string;
  label: Label;
  cards: BoardCard[];
}

/**
 * The tasks of `sprints` in one column per displayed status. `statusLabel` is the Rust rule
 * (`taskStatusLabel`): a task lands in the column of the label its status shows as, so an unknown
 * status sits under To-Do exactly as the tables show it. Within a column, sprint then task order.
 */
export function groupByStatus(
  sprints: readonly Pick<Sprint, "_id" | "title" | "tasks">[],
  statusLabel: (status: string) => Label,
): BoardColumn[] {
  const columns = new Map<string, BoardColumn>();
  for (const status of BOARD_ORDER) {
    const label = statusLabel(status);
    if (!columns.has(label.key)) columns.set(label.key, { status, label, cards: [] });
  }
  for (const sprint of sprints) {
    for (const task of sprint.tasks) {
      const label = statusLabel(task.status);
      let column = columns.get(label.key);
      if (!column) {
        column = { status: task.status, label, cards: [] };
        columns.set(label.key, column);
      }
      column.cards.push({ task, sprint: { _id: sprint._id, title: sprint.title } });
    }
  }
  return [...columns.values()];
}
