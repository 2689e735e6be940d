import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSTANTS } from "../wasm/constants";
import {
  deleteTeamMember,
  exportContactsCsv,
  findTeamMember,
  listClients,
  listTeam,
  totalCount,
  type ClientOverviewSort,
  type TicketListParams,
  type TicketSort,
} from "./admin";
import { ApiError, userProfile } from "./client";

const member = (id: string, name: string) => ({
  _id: id,
  name,
  role: "Developer",
  email: `${id}@example.com`,
  phoneNumber: "",
  age: null,
  address: "",
  joiningDate: null,
  about: "",
});

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const stub = vi.fn(async (_url: string, _init?: RequestInit) =>
    body === undefined
      ? new Response(null, { status, headers })
      : new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } }),
  );
  vi.stubGlobal("fetch", stub);
  return stub;
}

/** What the page sent: `fetch(url, init)` arguments of one call. */
type FetchMock = { mock: { calls: unknown[][] } };

function sentUrl(stub: FetchMock, call = 0): URL {
  return new URL(String(stub.mock.calls[call]?.[0]), "http://localhost");
}

function sentHeaders(stub: FetchMock, call = 0): Record<string, string> {
  const init = stub.mock.calls[call]?.[1] as RequestInit | undefined;
  return (init?.headers ?? {}) as Record<string, string>;
}

let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  window.localStorage.setItem(CONSTANTS.adminTokenKey, "staff-token");
  assign = vi.fn();
  vi.stubGlobal("location", { ...window.location, pathname: "/admin", assign });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("staff lists", () => {
  it("send paging, sorting and search, with the admin token, and read X-Total-Count", async () => {
    const fetch = answer(200, { data: [member("m1", "Asha")] }, { "X-Total-Count": "57" });
    const page = await listTeam({ page: 3, perPage: 25, q: "dev", sort: "role", order: "desc" });

    const url = sentUrl(fetch);
    expect(url.pathname).toBe("/api/team/all");
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: "3", perPage: "25", q: "dev", sort: "role", order: "desc" });
    expect(sentHeaders(fetch).Authorization).toBe("Bearer staff-token");
    expect(page).toEqual({ rows: [member("m1", "Asha")], total: 57 });
  });

  it("leave out empty values and send filters", async () => {
    const fetch = answer(200, [], { "X-Total-Count": "0" });
    await listClients({ page: 1, q: "", active: false });
    expect(Object.fromEntries(sentUrl(fetch).searchParams)).toEqual({ page: "1", active: "false" });
  });

  it("count the rows when the server sends no total (an endpoint that does not page yet)", async () => {
    answer(200, [member("a", "A"), member("b", "B")]);
    expect((await listTeam({})).total).toBe(2);
    expect(totalCount(new Headers({ "X-Total-Count": "twelve" }), 4)).toBe(4);
    expect(totalCount(new Headers({ "X-Total-Count": "-1" }), 4)).toBe(4);
  });

  it("refuse a body that is not a list", async () => {
    answer(200, { nothing: true });
    await expect(listTeam({})).rejects.toMatchObject({ code: "bad_response" });
  });

  it("find one member by walking the pages", async () => {
    const first = Array.from({ length: 200 }, (_, i) => member(`m${i}`, `Name ${i}`));
    const stub = vi.fn(async (url: string) => {
      const page = new URL(url, "http://localhost").searchParams.get("page");
      const rows = page === "1" ? first : [member("late", "Zoe")];
      return new Response(JSON.stringify({ data: rows }), { headers: { "X-Total-Count": "201" } });
    });
    vi.stubGlobal("fetch", stub);
    expect(await findTeamMember("late")).toMatchObject({ name: "Zoe" });
    expect(stub).toHaveBeenCalledTimes(2);
    stub.mockClear();
    expect(await findTeamMember("nobody")).toBeNull();
    expect(stub).toHaveBeenCalledTimes(2);
  });
});

describe("a 401", () => {
  it("on a staff call forgets the admin token and goes to the staff sign-in", async () => {
    window.localStorage.setItem(CONSTANTS.clientTokenKey, "client-token");
    answer(401, { error: { code: "unauthorized", message: "Session expired" } });

    const err = await listTeam({}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 401, code: "unauthorized" });
    expect(window.localStorage.getItem(CONSTANTS.adminTokenKey)).toBeNull();
    expect(assign).toHaveBeenCalledWith("/adminLogin");
    // The client's own session is none of the console's business.
    expect(window.localStorage.getItem(CONSTANTS.clientTokenKey)).toBe("client-token");
  });

  it("on a staff write does the same", async () => {
    answer(401, { error: { code: "unauthorized", message: "Session expired" } });
    await expect(deleteTeamMember("m1")).rejects.toMatchObject({ status: 401 });
    expect(window.localStorage.getItem(CONSTANTS.adminTokenKey)).toBeNull();
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it("on a client call forgets the client token only and leaves navigation to the portal", async () => {
    window.localStorage.setItem(CONSTANTS.clientTokenKey, "client-token");
    answer(401, { error: { code: "unauthorized", message: "Session expired" } });
    await expect(userProfile()).rejects.toMatchObject({ status: 401 });
    expect(window.localStorage.getItem(CONSTANTS.clientTokenKey)).toBeNull();
    expect(window.localStorage.getItem(CONSTANTS.adminTokenKey)).toBe("staff-token");
    expect(assign).not.toHaveBeenCalled();
  });

  it("other failures keep the token", async () => {
    answer(403, { error: { code: "forbidden", message: "No" } });
    await expect(listTeam({})).rejects.toMatchObject({ status: 403, code: "forbidden" });
    expect(window.localStorage.getItem(CONSTANTS.adminTokenKey)).toBe("staff-token");
    expect(assign).not.toHaveBeenCalled();
  });
});

describe("writes and exports", () => {
  it("a 204 delete resolves", async () => {
    const fetch = answer(204, undefined);
    await expect(deleteTeamMember("a b")).resolves.toBeUndefined();
    expect(sentUrl(fetch).pathname).toBe("/api/team/delete/a%20b");
    expect(fetch.mock.calls[0]?.[1]?.method).toBe("DELETE");
  });

  it("the CSV export is a Blob fetched with the admin token", async () => {
    const fetch = vi.fn(async () => new Response("name,email\nA,a@x.io\n", { headers: { "Content-Type": "text/csv" } }));
    vi.stubGlobal("fetch", fetch);
    const blob = await exportContactsCsv({ q: "a", status: "new" });
    expect(await blob.text()).toContain("A,a@x.io");
    expect(sentUrl(fetch).search).toBe("?q=a&status=new");
    expect(sentHeaders(fetch)).toMatchObject({
      Accept: "text/csv",
      Authorization: "Bearer staff-token",
    });
  });
});

describe("list types come from the API's document", () => {
  it("a list's sort keys and filters are the ones the server declares", () => {
    const keys: TicketSort[] = ["title", "status", "client", "createdAt", "updatedAt"];
    // @ts-expect-error: not a sort key of the tickets list
    const unknown: TicketSort = "password_hash";
    const params: TicketListParams = { status: "Open", sort: "updatedAt", order: "desc" };
    // @ts-expect-error: the tickets list has no `active` filter
    const wrong: TicketListParams = { active: true };
    const overview: ClientOverviewSort = "lastActivity";
    expect([keys.length, unknown, params.sort, wrong, overview]).toEqual([5, "password_hash", "updatedAt", { active: true }, "lastActivity"]);
  });
});
