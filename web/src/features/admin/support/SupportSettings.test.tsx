import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fakeApi";
import { renderInConsole, setUpConsoleTests } from "../consoleTesting";
import type { PolicyTargets, SlaPolicy, SlaSetup } from "./api";
import { ClientPolicy } from "./ClientPolicy";
import { SlaPolicies } from "./SlaPolicies";
import { SupportHours } from "./SupportHours";

setUpConsoleTests();

const WEEK = [[[540, 1080]], [[540, 720], [780, 1080]], [[540, 1080]], [[540, 1080]], [[540, 1080]], [], []];

function setup(more: Partial<SlaSetup> = {}): SlaSetup {
  return { zone: "Asia/Kolkata", week: WEEK, holidays: [{ date: "2026-12-25", name: "Christmas" }], tzif: "", targets: targets(), ...more };
}

function targets(): PolicyTargets {
  const t = (first: number, resolution: number) => ({ firstResponse: { minutes: first, clock: "business" as const }, resolution: { minutes: resolution, clock: "business" as const } });
  return { low: t(480, 2400), normal: t(240, 1440), high: t(120, 480), urgent: t(30, 240) };
}

const fieldError = (field: string, message: string) => ({ error: { code: "validation", message, fields: [{ field, code: "invalid", message }] } });

describe("Support hours", () => {
  it("shows every interval the API holds, and saves the week Monday first with the chosen zone", async () => {
    const api = fakeApi({
      "GET /api/sla/calendar": () => [200, setup()],
      "PUT /api/sla/calendar": (call) => [200, setup(call.body as Partial<SlaSetup>)],
    });
    renderInConsole(<SupportHours />);
    const form = await screen.findByRole("form", { name: "Support hours" });
    expect(within(form).getByText("Also: 13:00–18:00")).toBeTruthy();
    expect((within(form).getByRole("checkbox", { name: "Open on Saturday" }) as HTMLInputElement).checked).toBe(false);

    await userEvent.selectOptions(within(form).getByRole("combobox", { name: "Time zone" }), "Europe/Paris");
    await userEvent.click(within(form).getByRole("checkbox", { name: "Open on Saturday" }));
    const from = within(form).getByLabelText("Saturday from");
    await userEvent.clear(from);
    await userEvent.type(from, "10:00");
    const to = within(form).getByLabelText("Saturday to");
    await userEvent.clear(to);
    await userEvent.type(to, "14:00");
    await userEvent.click(within(form).getByRole("button", { name: "Save hours" }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.method === "PUT")).toBe(true));
    expect(api.calls.find((c) => c.method === "PUT")!.body).toEqual({ zone: "Europe/Paris", week: [...WEEK.slice(0, 5), [[600, 840]], []] });
  });

  it("says a wrong day before sending, and shows the server's zone error next to the zone", async () => {
    const api = fakeApi({
      "GET /api/sla/calendar": () => [200, setup({ zone: "Europe/Paris" })],
      "PUT /api/sla/calendar": () => [400, fieldError("zone", "Unknown time zone.")],
    });
    renderInConsole(<SupportHours />);
    const form = await screen.findByRole("form", { name: "Support hours" });
    const to = within(form).getByLabelText("Monday to");
    await userEvent.clear(to);
    await userEvent.type(to, "08:00");
    await userEvent.click(within(form).getByRole("button", { name: "Save hours" }));
    expect((await within(form).findByRole("alert")).textContent).toBe("On Monday, the closing time must be after the opening time.");
    expect(api.calls.some((c) => c.method === "PUT")).toBe(false);

    await userEvent.clear(to);
    await userEvent.type(to, "18:00");
    await userEvent.click(within(form).getByRole("button", { name: "Save hours" }));
    await vi.waitFor(() => expect(within(form).getByRole("combobox", { name: "Time zone" }).getAttribute("aria-invalid")).toBe("true"));
    expect(within(form).getByText("Unknown time zone.")).toBeTruthy();
  });

  it("imports an .ics file's text and says how many holidays it added", async () => {
    const api = fakeApi({
      "GET /api/sla/calendar": () => [200, setup()],
      "POST /api/sla/holidays/import": () => [
        200,
        { added: 2, setup: setup({ holidays: [{ date: "2026-12-25", name: "Christmas" }, { date: "2027-01-01", name: "New Year" }, { date: "2027-01-26", name: "Republic Day" }] }) },
      ],
    });
    renderInConsole(<SupportHours />);
    const holidays = await screen.findByRole("region", { name: "Holidays" });
    const ics = "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20270101\r\nSUMMARY:New Year\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";
    await userEvent.upload(within(holidays).getByLabelText("Import .ics"), new File([ics], "holidays.ics", { type: "text/calendar" }));
    expect(await within(holidays).findByText("Added 2 holidays")).toBeTruthy();
    expect(api.calls.find((c) => c.path === "/api/sla/holidays/import")!.body).toEqual({ ics });
    expect(within(holidays).getAllByRole("row")).toHaveLength(4);
  });
});

describe("Response-target policies", () => {
  const policy: SlaPolicy = { _id: "p1", name: "Standard", isDefault: true, targets: targets(), companies: 0 };

  it("edits a target in hours and minutes and saves the policy whole", async () => {
    const api = fakeApi({
      "GET /api/sla/policies": () => [200, [policy]],
      "PUT /api/sla/policies/p1": (call) => [200, { ...policy, ...(call.body as object) }],
    });
    renderInConsole(<SlaPolicies />);
    const hours = await screen.findByRole("spinbutton", { name: "Urgent, First response: hours" });
    expect((hours as HTMLInputElement).value).toBe("0");
    expect((screen.getByRole("spinbutton", { name: "Urgent, First response: minutes" }) as HTMLInputElement).value).toBe("30");
    await userEvent.clear(hours);
    await userEvent.type(hours, "1");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Urgent, Resolution: clock" }), "Around the clock");
    await userEvent.click(screen.getByRole("button", { name: "Save policy" }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.method === "PUT")).toBe(true));
    const body = api.calls.find((c) => c.method === "PUT")!.body as { name: string; isDefault: boolean; targets: PolicyTargets };
    expect(body.name).toBe("Standard");
    expect(body.isDefault).toBe(true);
    expect(body.targets.urgent).toEqual({ firstResponse: { minutes: 90, clock: "business" }, resolution: { minutes: 240, clock: "always" } });
    expect(body.targets.low).toEqual(targets().low);
  });

  it("creates a new policy from the default's targets, and shows a target's error beside it", async () => {
    const api = fakeApi({
      "GET /api/sla/policies": () => [200, [policy]],
      "POST /api/sla/policies": () => [400, fieldError("targets.high.firstResponse", "The first response must come before the resolution.")],
    });
    renderInConsole(<SlaPolicies />);
    await userEvent.click(await screen.findByRole("button", { name: "New policy" }));
    const names = screen.getAllByRole("textbox", { name: /Policy name/ });
    await userEvent.clear(names[1]!);
    await userEvent.type(names[1]!, "Gold");
    await userEvent.click(screen.getByRole("button", { name: "Create policy" }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.method === "POST")).toBe(true));
    expect(api.calls.find((c) => c.method === "POST")!.body).toEqual({ name: "Gold", isDefault: false, targets: targets() });
    expect(await screen.findByText("The first response must come before the resolution.")).toBeTruthy();
    const invalid = screen.getAllByRole("spinbutton", { name: "High, First response: hours" }).at(-1)!;
    expect(invalid.getAttribute("aria-invalid")).toBe("true");
  });
});

describe("A client's support policy", () => {
  const standard: SlaPolicy = { _id: "p1", name: "Standard", isDefault: true, targets: targets(), companies: 0 };
  const gold: SlaPolicy = { _id: "p2", name: "Gold", isDefault: false, targets: targets(), companies: 1 };

  it("reads the company's own policy, and saves another or the default (null)", async () => {
    const api = fakeApi({
      "GET /api/sla/policies": () => [200, [standard, gold]],
      "GET /api/client/c1/sla-policy": () => [200, { policy: "p2" }],
      "PUT /api/client/c1/sla-policy": (call) => [200, call.body],
    });
    renderInConsole(<ClientPolicy clientId="c1" />);
    const select = (await screen.findByRole("combobox", { name: "Support policy" })) as HTMLSelectElement;
    await vi.waitFor(() => expect(select.value).toBe("p2"));
    expect([...select.options].map((o) => o.textContent)).toEqual(["Default (Standard)", "Standard", "Gold"]);
    await userEvent.selectOptions(select, "Default (Standard)");
    await vi.waitFor(() => expect(api.calls.some((c) => c.method === "PUT")).toBe(true));
    expect(api.calls.find((c) => c.method === "PUT")!.body).toEqual({ policy: null });
    await vi.waitFor(() => expect(select.value).toBe(""));
  });
});
