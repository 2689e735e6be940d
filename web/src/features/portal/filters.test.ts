import { describe, expect, it } from "vitest";
import type { Sprint } from "../../api/client";
import { filterProjects, isActiveProject, isCompletedProject, isProjectType } from "./filters";

function sprint(active: boolean, completed: boolean): Sprint {
  return {
    _id: `${active}${completed}`,
    title: "",
    goal: "",
    timeline: "",
    startDate: null,
    endDate: null,
    order: 1,
    status: { active, completed },
    tasks: [],
  };
}

const projects = [
  { title: "Storefront Revamp", projectDesc: "Design, build and launch.", sprints: [sprint(false, true), sprint(true, false)] },
  { title: "Inventory Mobile App", projectDesc: "Stock in the café", sprints: [sprint(false, true)] },
  { title: "Empty", projectDesc: "", sprints: [] },
];

describe("project filters", () => {
  it("classifies active and completed", () => {
    expect(projects.map(isActiveProject)).toEqual([true, false, false]);
    expect(projects.map(isCompletedProject)).toEqual([false, true, false]);
  });

  it("All keeps everything for an empty query", () => {
    expect(filterProjects(projects, "  ", "all")).toHaveLength(3);
  });

  it("filters by type", () => {
    expect(filterProjects(projects, "", "active").map((p) => p.title)).toEqual(["Storefront Revamp"]);
    expect(filterProjects(projects, "", "completed").map((p) => p.title)).toEqual(["Inventory Mobile App"]);
  });

  it("searches title and description, every word, ignoring case and accents", () => {
    expect(filterProjects(projects, "STORE", "all").map((p) => p.title)).toEqual(["Storefront Revamp"]);
    expect(filterProjects(projects, "cafe stock", "all").map((p) => p.title)).toEqual(["Inventory Mobile App"]);
    expect(filterProjects(projects, "launch mobile", "all")).toEqual([]);
    expect(filterProjects(projects, "store", "completed")).toEqual([]);
  });

  it("knows the Type values", () => {
    expect(isProjectType("active")).toBe(true);
    expect(isProjectType("archived")).toBe(false);
  });
});
