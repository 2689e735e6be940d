import { describe, expect, it } from "vitest";
import { loadWasm } from "../../wasm";
import { contrastRatio, LABEL_PALETTE, labelColors } from "./labelColors";

describe("label colours", () => {
  it("computes WCAG contrast", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });

  for (const [name, c] of Object.entries(LABEL_PALETTE)) {
    it(`${name} text on its background meets AA (4.5:1)`, () => {
      expect(contrastRatio(c.text, c.background)).toBeGreaterThanOrEqual(4.5);
    });
  }

  it("has a colour for every colour the Rust labels use", async () => {
    const w = await loadWasm();
    const colors = new Set(
      ["todo", "inprogress", "done", "low", "medium", "high", "Open", "x"].flatMap((v) => [
        w.taskStatusLabel(v).color,
        w.taskPriorityLabel(v).color,
        w.goalStatusLabel(v).color,
        w.ticketStatusLabel(v).color,
      ]),
    );
    for (const b of [true, false]) {
      colors.add(w.sprintActiveLabel(b).color);
      colors.add(w.sprintCompletedLabel(b).color);
    }
    for (const c of colors) expect(Object.keys(LABEL_PALETTE), c).toContain(c);
    expect(labelColors("unknown").text).toBe("#212529");
  });
});
