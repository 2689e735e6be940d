import { beforeAll, describe, expect, it } from "vitest";
import type { Sprint, Task } from "../../api/client";
import { loadWasm, type Wasm } from "../../wasm";
import { groupByStatus } from "./board";

let w: Wasm;
beforeAll(async () => {
  w = await loadWasm();
});

function task(title: string, status: string): Task {
  return {
    _id: title,
    title,
    assignedTo: [],
    status,
    priority: "low",
    type: "",
    role: "",
    githubLink: "",
    taskDate: null,
    description: "",
  };
}

function sprint(title: string, tasks: Task[]): Pick<Sprint, "_id" | "title" | "tasks"> {
  return { _id: title, title, tasks };
}

describe("groupByStatus", () => {
  it("has the three columns in order even when empty", () => {
    const cols = groupByStatus([], (s) => w.taskStatusLabel(s));
    expect(cols.map((c) => c.label.key)).toEqual(["task.status.todo", "task.status.inprogress", "task.status.done"]);
    expect(cols.every((c) => c.cards.length === 0)).toBe(true);
    // The stored value a card takes when moved into each column.
    expect(cols.map((c) => c.status)).toEqual(["todo", "inprogress", "done"]);
  });

  it("puts each task under its status, keeping sprint and task order", () => {
    const cols = groupByStatus(
      [sprint("S1", [task("a", "done"), task("b", "todo")]), sprint("S2", [task("c", "inprogress"), task("d", "done")])],
      (s) => w.taskStatusLabel(s),
    );
    const titles = cols.map((c) => c.cards.map((k) => `${k.sprint.title}/${k.task.title}`));
    expect(titles).toEqual([["S1/b"], ["S2/c"], ["S1/a", "S2/d"]]);
  });

  it("shows an unknown status under To-Do, as the tables do", () => {
    const cols = groupByStatus([sprint("S", [task("x", "blocked"), task("y", "Done")])], (s) => w.taskStatusLabel(s));
    expect(cols[0]?.cards.map((k) => k.task.title)).toEqual(["x", "y"]);
    expect(cols).toHaveLength(3);
  });
});
