import { describe, expect, it } from "vitest";
import { loadWasm, type Label } from "../wasm";
import { LABEL_CATALOGS, labelText } from "./labels";

/** Every label the rules can produce: the stored values of product.md §4 plus an unknown one. */
async function allLabels(): Promise<Label[]> {
  const w = await loadWasm();
  const values = ["todo", "inprogress", "done", "low", "medium", "high", "Open", "Closed", "other", ""];
  const labels: Label[] = [];
  for (const v of values) {
    labels.push(w.taskStatusLabel(v), w.taskPriorityLabel(v), w.goalStatusLabel(v), w.ticketStatusLabel(v));
  }
  for (const b of [true, false]) {
    labels.push(w.sprintActiveLabel(b), w.sprintCompletedLabel(b));
    const m = w.milestoneLabel(b);
    if (m) labels.push(m);
  }
  return labels;
}

describe("label catalogs", () => {
  it("translate every label key the rules produce, and nothing else", async () => {
    const keys = [...new Set((await allLabels()).map((l) => l.key))].sort();
    expect(keys.length).toBe(16);
    for (const [lang, catalog] of Object.entries(LABEL_CATALOGS)) {
      expect(Object.keys(catalog).sort(), lang).toEqual(keys);
      for (const v of Object.values(catalog)) expect(v.trim(), lang).not.toBe("");
    }
  });

  it("Hindi labels are in Devanagari", () => {
    for (const v of Object.values(LABEL_CATALOGS.hi ?? {})) expect(v).toMatch(/[\u0900-\u097F]/);
  });

  it("English shows the Rust text; other languages the catalog; unknown languages fall back", async () => {
    const w = await loadWasm();
    const done = w.taskStatusLabel("done");
    expect(labelText(done, "en")).toBe(done.text);
    expect(labelText(done, "fr")).toBe("Terminé");
    expect(labelText(done, "de")).toBe(done.text);
  });
});
