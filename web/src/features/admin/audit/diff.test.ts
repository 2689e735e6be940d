import { describe, expect, it } from "vitest";
import { auditDiff, fieldLabel, formatInstant, formatValue } from "./diff";

describe("fieldLabel", () => {
  it("spells out snake_case and camelCase names", () => {
    expect(fieldLabel("project_details_desc")).toBe("Project details desc");
    expect(fieldLabel("brandName")).toBe("Brand name");
    expect(fieldLabel("id")).toBe("Id");
    expect(fieldLabel("user_id")).toBe("User id");
  });
});

describe("formatValue", () => {
  it("shows times as UTC dates, lists joined, objects as compact JSON", () => {
    expect(formatValue("updated_at", 1795435667674)).toBe("2026-11-23 12:07 UTC");
    expect(formatValue("createdAt", 1795435667674)).toBe("2026-11-23 12:07 UTC");
    // A number under a name that is not a time stays a number.
    expect(formatValue("amount", 1795435667674)).toBe("1795435667674");
    expect(formatValue("data_version", 3)).toBe("3");
    expect(formatValue("assigned_to", ["Rohan", "Camille"])).toBe("Rohan, Camille");
    expect(formatValue("status", { active: true })).toBe('{"active":true}');
    expect(formatValue("remarks", null)).toBe("");
    expect(formatValue("done", false)).toBe("false");
  });

  it("keeps an unreadable instant as given", () => {
    expect(formatInstant("not a date")).toBe("not a date");
  });
});

describe("auditDiff", () => {
  it("lists changed fields first, then the rest in the record's order", () => {
    const rows = auditDiff(
      { id: "c1", name: "Probe", remarks: "x", updated_at: 1795435667246 },
      { id: "c1", name: "Probe 2", remarks: "x", updated_at: 1795435667414 },
    );
    expect(rows.map((r) => [r.key, r.changed])).toEqual([
      ["name", true],
      ["updated_at", true],
      ["id", false],
      ["remarks", false],
    ]);
    expect(rows[0]).toEqual({ key: "name", label: "Name", before: "Probe", after: "Probe 2", changed: true });
  });

  it("marks every field of a created record as new and of a deleted one as gone", () => {
    expect(auditDiff(null, { title: "Fix login" })).toEqual([
      { key: "title", label: "Title", before: null, after: "Fix login", changed: true },
    ]);
    expect(auditDiff({ title: "Fix login" }, null)).toEqual([
      { key: "title", label: "Title", before: "Fix login", after: null, changed: true },
    ]);
    expect(auditDiff(null, null)).toEqual([]);
  });

  it("tells a field that appeared from one that was empty", () => {
    const [row] = auditDiff({}, { remarks: "" });
    expect(row).toMatchObject({ key: "remarks", before: null, after: "", changed: true });
  });
});
