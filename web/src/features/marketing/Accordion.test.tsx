import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { loadWasm } from "../../wasm";
import { Accordion } from "./Accordion";

const ITEMS = [
  { id: "a", title: "Planning", body: "Plan it." },
  { id: "b", title: "Designing", body: "Design it." },
  { id: "c", title: "Testing", body: "Test it." },
];

describe("Accordion", () => {
  it("opens several items at once and closes them independently", () => {
    render(<Accordion idPrefix="t" items={ITEMS} />);
    const planning = screen.getByRole("button", { name: "Planning" });
    const testing = screen.getByRole("button", { name: "Testing" });
    expect(planning.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(planning);
    fireEvent.click(testing);
    expect(planning.getAttribute("aria-expanded")).toBe("true");
    expect(testing.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(planning);
    expect(planning.getAttribute("aria-expanded")).toBe("false");
    expect(testing.getAttribute("aria-expanded")).toBe("true");
  });

  it("ties each header to its panel and puts headers in headings", () => {
    render(<Accordion idPrefix="t" items={ITEMS} headingLevel={3} />);
    const button = screen.getByRole("button", { name: "Designing" });
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(panel?.getAttribute("aria-labelledby")).toBe(button.id);
    expect(panel?.textContent).toBe("Design it."); // in the HTML even when closed
    expect(button.parentElement?.tagName).toBe("H3");
  });

  it("moves between headers with the arrow keys, Home and End", () => {
    render(<Accordion idPrefix="t" items={ITEMS} />);
    const [a, b, c] = ITEMS.map((i) => screen.getByRole("button", { name: i.title }));
    a?.focus();
    fireEvent.keyDown(a as HTMLElement, { key: "ArrowDown" });
    expect(document.activeElement).toBe(b);
    fireEvent.keyDown(b as HTMLElement, { key: "End" });
    expect(document.activeElement).toBe(c);
    fireEvent.keyDown(c as HTMLElement, { key: "ArrowDown" });
    expect(document.activeElement).toBe(a);
    fireEvent.keyDown(a as HTMLElement, { key: "ArrowUp" });
    expect(document.activeElement).toBe(c);
  });

  it("animates with the shared open and close durations", async () => {
    const { container } = render(<Accordion idPrefix="t" items={ITEMS} />);
    const c = (await loadWasm()).constants();
    const style = (container.firstChild as HTMLElement).style;
    expect(style.getPropertyValue("--accordion-open")).toBe(`${c.accordionOpenMs}ms`);
    expect(style.getPropertyValue("--accordion-close")).toBe(`${c.accordionCloseMs}ms`);
  });
});
