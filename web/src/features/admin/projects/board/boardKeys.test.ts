import { beforeAll, describe, expect, it } from "vitest";
import type { Sprint, Task } from "../../../../api/client";
import { loadWasm, type Wasm } from "../../../../wasm";
import { groupByStatus } from "../../../project/board";
import { boardKeyAction, unsettledMoves, withPendingMoves } from "./boardKeys";

let w: Wasm;
beforeAll(async () => {
  w = await loadWasm();
});

function task(_id: string, status: string): Task {
  return { _id, title: _id, assignedTo: [], status, priority: "low", type: "", role: "", githubLink: "", taskDate: null, description: "" };
}

function sprint(_id: string, tasks: Task[]): Pick<Sprint, "_id" | "title" | "tasks"> {
  return { _id, title: _id, tasks };
}

function board(...tasks: Task[]) {
  return groupByStatus([sprint("S", tasks)], (s) => w.taskStatusLabel(s));
}

describe("boardKeyAction", () => {
  const cols = () => board(task("a", "todo"), task("b", "todo"), task("c", "inprogress"), task("d", "done"), task("x", "blocked"));

  it("Right and Left move a card to the neighbouring column's status", () => {
    expect(boardKeyAction(cols(), "a", "ArrowRight")).toEqual({ kind: "move", status: "inprogress" });
    expect(boardKeyAction(cols(), "c", "ArrowRight")).toEqual({ kind: "move", status: "done" });
    expect(boardKeyAction(cols(), "c", "ArrowLeft")).toEqual({ kind: "move", status: "todo" });
    expect(boardKeyAction(cols(), "d", "ArrowLeft")).toEqual({ kind: "move", status: "inprogress" });
  });

  it("does nothing past the first and last columns", () => {
    expect(boardKeyAction(cols(), "a", "ArrowLeft")).toBeNull();
    expect(boardKeyAction(cols(), "d", "ArrowRight")).toBeNull();
  });

  it("an unknown status sits under To-Do and moves from there", () => {
    expect(boardKeyAction(cols(), "x", "ArrowRight")).toEqual({ kind: "move", status: "inprogress" });
    expect(boardKeyAction(cols(), "x", "ArrowLeft")).toBeNull();
  });

  it("Up, Down, Home and End move the focus within the column", () => {
    expect(boardKeyAction(cols(), "a", "ArrowDown")).toEqual({ kind: "focus", taskId: "b" });
    expect(boardKeyAction(cols(), "b", "ArrowUp")).toEqual({ kind: "focus", taskId: "a" });
    expect(boardKeyAction(cols(), "a", "ArrowUp")).toBeNull();
    expect(boardKeyAction(cols(), "a", "End")).toEqual({ kind: "focus", taskId: "x" });
    expect(boardKeyAction(cols(), "x", "Home")).toEqual({ kind: "focus", taskId: "a" });
    expect(boardKeyAction(cols(), "c", "ArrowDown")).toBeNull();
  });

  it("ignores other keys and unknown cards", () => {
    expect(boardKeyAction(cols(), "a", "Enter")).toBeNull();
    expect(boardKeyAction(cols(), "nope", "ArrowRight")).toBeNull();
  });
});

describe("withPendingMoves", () => {
  it("shows a sent move before the server confirms it, leaving the rest as it is", () => {
    const sprints = [sprint("S1", [task("a", "todo"), task("b", "todo")]), sprint("S2", [task("c", "done")])];
    const moved = withPendingMoves(sprints, new Map([["a", "done"]]));
    const cols = groupByStatus(moved, (s) => w.taskStatusLabel(s));
    expect(cols.map((c) => c.cards.map((k) => k.task._id))).toEqual([["b"], [], ["a", "c"]]);
    expect(sprints[0]?.tasks[0]?.status).toBe("todo");
  });

  it("is the same board with nothing pending", () => {
    const sprints = [sprint("S1", [task("a", "todo")])];
    expect(withPendingMoves(sprints, new Map())).toEqual(sprints);
  });
});

describe("unsettledMoves", () => {
  it("keeps a move a read does not show yet, and drops the ones it shows", () => {
    // A read asked for after moving "a" lands after "b" was moved too.
    const read = [sprint("S1", [task("a", "in_progress"), task("b", "todo")])];
    const pending = new Map([
      ["a", "in_progress"],
      ["b", "done"],
    ]);
    expect([...unsettledMoves(pending, read)]).toEqual([["b", "done"]]);
    const later = [sprint("S1", [task("a", "in_progress"), task("b", "done")])];
    expect(unsettledMoves(unsettledMoves(pending, read), later).size).toBe(0);
  });
});
