import { describe, expect, it } from "vitest";
import { fold, rank, score, type Hit } from "./match";

const hit = (kind: Hit["kind"], title: string): Hit => ({ kind, id: title, title, detail: "", href: `/${title}` });

describe("the palette's matching", () => {
  it("folds case and accents", () => {
    expect(fold("Émile CAFÉ")).toBe("emile cafe");
    expect(score("Café Crème", "creme")).toBeGreaterThan(0);
  });

  it("finds a name by a few letters: its start, a word's start, inside it, its letters in order", () => {
    expect(score("Storefront Revamp", "stor")).toBe(4);
    expect(score("Storefront Revamp", "rev")).toBe(3);
    expect(score("Storefront Revamp", "front")).toBe(2);
    expect(score("Storefront Revamp", "sfr")).toBe(1);
    expect(score("Storefront Revamp", "xyz")).toBe(0);
  });

  it("asks every word of the query", () => {
    expect(score("Storefront Revamp", "store rev")).toBe(3);
    expect(score("Storefront Revamp", "store app")).toBe(0);
  });

  it("ranks the best match first, then clients, projects, tickets, then by name; drops what does not match", () => {
    const hits = [hit("ticket", "Checkout fails"), hit("project", "Inventory App"), hit("project", "Storefront Revamp"), hit("ticket", "Store hours wrong")];
    expect(rank(hits, "sto").map((h) => h.title)).toEqual(["Storefront Revamp", "Store hours wrong"]);
    expect(rank(hits, "").map((h) => h.title)).toEqual(["Inventory App", "Storefront Revamp", "Checkout fails", "Store hours wrong"]);
    expect(rank(hits, "", 2)).toHaveLength(2);
  });
});
