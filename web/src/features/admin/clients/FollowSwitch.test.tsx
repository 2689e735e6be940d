import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { staffClient } from "../../../test/clients";
import { apiError, fakeApi, type Answer, type Call } from "../../../test/fakeApi";
import { renderInConsole, setUpConsoleTests } from "../consoleTesting";
import { toast } from "../../toasts/store";
import { ClientDetail } from "./ClientDetail";

vi.mock("../../toasts/store", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../toasts/store")>();
  return { ...actual, toast: vi.fn(actual.toast) };
});

const asha = staffClient();

setUpConsoleTests();

function renderDetail(follow: Record<string, (call: Call) => Answer>) {
  const api = fakeApi({
    "GET /api/user/detail/c1": () => [200, asha],
    "GET /api/project/projectsByUser/c1": () => [200, []],
    "GET /api/project/requests": () => [200, { data: [] }],
    "GET /api/project/allUpdates": () => [200, { data: [] }],
    ...follow,
  });
  renderInConsole(<ClientDetail clientId="c1" />, "/admin?section=clients&client=c1");
  return api;
}

const puts = (calls: Call[]) => calls.filter((c) => c.method === "PUT" && c.path === "/api/user/follow/c1");

async function followSwitch() {
  const sw = (await screen.findByRole("switch", { name: "Email me about this client" })) as HTMLInputElement;
  await vi.waitFor(() => expect(sw.disabled).toBe(false));
  return sw;
}

describe("Email me about this client", () => {
  it("shows whether the staff member follows the client, with what it means", async () => {
    renderDetail({ "GET /api/user/follow/c1": () => [200, { following: false }] });
    const sw = await followSwitch();
    expect(sw.checked).toBe(false);
    expect(screen.getByText("Mail when they open or answer a ticket, send a requirement or a statement-of-work update.")).toBeTruthy();
  });

  it("saves a change at once", async () => {
    const api = renderDetail({
      "GET /api/user/follow/c1": () => [200, { following: true }],
      "PUT /api/user/follow/c1": (call) => [200, call.body],
    });
    const sw = await followSwitch();
    expect(sw.checked).toBe(true);
    await userEvent.click(sw);
    await vi.waitFor(() => expect(puts(api.calls)).toHaveLength(1));
    expect(puts(api.calls)[0]?.body).toEqual({ following: false });
    await vi.waitFor(() => expect(sw.disabled).toBe(false));
    expect(sw.checked).toBe(false);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ status: "success", title: "You will no longer get email about Asha Verma" }));
  });

  it("puts the switch back and says so when the server refuses", async () => {
    const api = renderDetail({
      "GET /api/user/follow/c1": () => [200, { following: true }],
      "PUT /api/user/follow/c1": () => [500, apiError("internal", "Something went wrong.")],
    });
    const sw = await followSwitch();
    await userEvent.click(sw);
    await vi.waitFor(() => expect(puts(api.calls)).toHaveLength(1));
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ status: "error", title: "Could not change whether you follow this client" })));
    await vi.waitFor(() => expect(sw.disabled).toBe(false));
    expect(sw.checked).toBe(true);
  });

  it("stays off, saying why, when it cannot be read", async () => {
    renderDetail({ "GET /api/user/follow/c1": () => [500, apiError("internal", "Something went wrong.")] });
    expect(await screen.findByText("Could not load whether you follow this client")).toBeTruthy();
    const sw = screen.getByRole("switch", { name: "Email me about this client" }) as HTMLInputElement;
    expect(sw.disabled).toBe(true);
  });
});
