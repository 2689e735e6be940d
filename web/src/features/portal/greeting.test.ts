import { describe, expect, it } from "vitest";
import { greetingKey } from "./greeting";

const at = (h: number, m = 0) => new Date(2024, 5, 1, h, m);

describe("greetingKey", () => {
  it.each([
    [5, 0, "portal.greetingMorning"],
    [11, 59, "portal.greetingMorning"],
    [12, 0, "portal.greetingAfternoon"],
    [17, 59, "portal.greetingAfternoon"],
    [18, 0, "portal.greetingEvening"],
    [23, 30, "portal.greetingEvening"],
    [0, 0, "portal.greetingEvening"],
    [4, 59, "portal.greetingEvening"],
  ])("%i:%i -> %s", (h, m, key) => {
    expect(greetingKey(at(h, m))).toBe(key);
  });
});
