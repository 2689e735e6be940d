import { describe, expect, it } from "vitest";
import { offered, sectionOf, SECTIONS } from "./sections";

describe("sectionOf", () => {
  it("defaults to the road map", () => {
    expect(sectionOf(null)).toBe("roadmap");
    expect(sectionOf("")).toBe("roadmap");
  });
  it("knows every place of the sidebar", () => {
    for (const id of ["getting-started", "roadmap", "goals", "money", "sprints", "tasks", "code-updates", "tickets", "files", "activity"]) {
      expect(sectionOf(id)).toBe(id);
    }
  });
  it("opens a mailed road-map link where its sign-off or invoice now is", () => {
    expect(sectionOf("roadmap", new URLSearchParams("section=roadmap&signOff=s1"))).toBe("goals");
    expect(sectionOf("roadmap", new URLSearchParams("section=roadmap&invoice=i1"))).toBe("money");
    expect(sectionOf("roadmap", new URLSearchParams("section=roadmap"))).toBe("roadmap");
    expect(sectionOf("goals", new URLSearchParams("section=goals&signOff=s1"))).toBe("goals");
  });
  it("returns null for an unknown section", () => {
    expect(sectionOf("retrospective")).toBeNull();
    expect(sectionOf("Tasks")).toBeNull();
  });
  it("offers Money only to people who handle money", () => {
    const money = SECTIONS.find((s) => s.id === "money")!;
    const goals = SECTIONS.find((s) => s.id === "goals")!;
    expect(offered(money, false)).toBe(false);
    expect(offered(money, true)).toBe(true);
    expect(offered(goals, false)).toBe(true);
  });
});
