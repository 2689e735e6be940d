import { describe, expect, it } from "vitest";
import { withProject } from "./link";

describe("withProject", () => {
  it("leaves the link alone without a project", () => {
    expect(withProject("https://portico.example/api/calendar/abc.ics", null)).toBe("https://portico.example/api/calendar/abc.ics");
    expect(withProject("webcal://portico.example/api/calendar/abc.ics", "")).toBe("webcal://portico.example/api/calendar/abc.ics");
  });

  it("appends ?project=<id>, or &project= to a query, before a fragment", () => {
    expect(withProject("webcal://portico.example/api/calendar/abc.ics", "p 1")).toBe("webcal://portico.example/api/calendar/abc.ics?project=p%201");
    expect(withProject("https://x.example/a.ics?lang=fr", "p1")).toBe("https://x.example/a.ics?lang=fr&project=p1");
    expect(withProject("https://x.example/a.ics#top", "p1")).toBe("https://x.example/a.ics?project=p1#top");
  });
});
