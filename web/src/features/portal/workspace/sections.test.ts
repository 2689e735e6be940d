import { describe, expect, it } from "vitest";
import { sectionOf } from "./sections";

describe("sectionOf", () => {
  it("defaults to the road map", () => {
    expect(sectionOf(null)).toBe("roadmap");
    expect(sectionOf("")).toBe("roadmap");
  });
  it("knows every sidebar section", () => {
    for (const id of ["getting-started", "roadmap", "sprints", "tasks", "code-updates", "tickets"]) {
      expect(sectionOf(id)).toBe(id);
    }
  });
  it("returns null for an unknown section", () => {
    expect(sectionOf("retrospective")).toBeNull();
    expect(sectionOf("Tasks")).toBeNull();
  });
});
