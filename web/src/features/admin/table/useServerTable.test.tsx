import { MantineProvider } from "@mantine/core";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { Member, Page, TeamListParams } from "../../../api/admin";
import { ApiError } from "../../../api/client";
import { theme } from "../../../theme";
import { ServerTable, type ServerColumn } from "./ServerTable";
import { useServerTable } from "./useServerTable";

const member = (i: number): Member => ({
  _id: `m${i}`,
  name: `Member ${i}`,
  role: i % 2 ? "Developer" : "Designer",
  email: `m${i}@example.com`,
  phoneNumber: "",
  age: null,
  address: "",
  joiningDate: null,
  about: "",
});

const COLUMNS: ServerColumn<Member, "name" | "role" | "email" | "createdAt">[] = [
  { accessor: "name", title: "Member Name", sortKey: "name" },
  { accessor: "role", title: "Role", sortKey: "role" },
  { accessor: "email", title: "Email" },
];

type Fetcher = (params: TeamListParams, signal?: AbortSignal) => Promise<Page<Member>>;

function Team({ fetcher }: { fetcher: Fetcher }) {
  // A pause longer than a loaded machine leaves between typed keys: one request for the word.
  const table = useServerTable(fetcher, { defaultSort: { sort: "name", order: "asc" }, perPage: 10, debounceMs: 300 });
  return (
    <ServerTable
      table={table}
      columns={COLUMNS}
      label="Team members"
      loadError="Could not load team members"
      empty="No team members yet."
      searchLabel="Search team members"
    />
  );
}

function renderTable(fetcher: Fetcher, url = "/admin?section=team") {
  const router = createMemoryRouter([{ path: "/admin", element: <Team fetcher={fetcher} /> }], { initialEntries: [url] });
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

/** A list of `count` members, paged like the server. */
function server(count: number) {
  const all = Array.from({ length: count }, (_, i) => member(i + 1));
  return vi.fn<Fetcher>(async ({ page = 1, perPage = 50 }) => ({
    rows: all.slice((page - 1) * perPage, page * perPage),
    total: all.length,
  }));
}

const lastParams = (fetcher: ReturnType<typeof server>) => fetcher.mock.lastCall?.[0];

describe("useServerTable + ServerTable", () => {
  it("sends page, page size and the default sort, and shows the rows in a labelled table", async () => {
    const fetcher = server(25);
    renderTable(fetcher);
    const table = await screen.findByRole("table", { name: "Team members" });
    expect(await within(table).findByText("Member 1")).toBeTruthy();
    expect(lastParams(fetcher)).toEqual({ page: 1, perPage: 10, sort: "name", order: "asc", q: undefined });
    expect(screen.getByText("1–10 of 25")).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: /Member Name/ }).getAttribute("aria-sort")).toBe("ascending");
  });

  it("sorts on the server from the column header, and keeps it in the URL", async () => {
    const fetcher = server(25);
    const router = renderTable(fetcher);
    await screen.findByText("Member 1");

    await userEvent.click(screen.getByRole("button", { name: "Role" }));
    await waitFor(() => expect(lastParams(fetcher)).toMatchObject({ sort: "role", order: "asc", page: 1 }));
    expect(router.state.location.search).toBe("?section=team&sort=role&order=asc");

    await userEvent.click(screen.getByRole("button", { name: /^Role, sorted ascending$/ }));
    await waitFor(() => expect(lastParams(fetcher)).toMatchObject({ sort: "role", order: "desc" }));
    expect(screen.getByRole("columnheader", { name: /Role/ }).getAttribute("aria-sort")).toBe("descending");
  });

  it("sends a debounced search from page 1 and pages forward", async () => {
    const fetcher = server(25);
    const router = renderTable(fetcher, "/admin?section=team&page=2");
    await screen.findByText("Member 11");
    expect(lastParams(fetcher)).toMatchObject({ page: 2 });

    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(lastParams(fetcher)).toMatchObject({ page: 3 }));
    expect(await screen.findByText("Member 21")).toBeTruthy();

    const calls = fetcher.mock.calls.length;
    await userEvent.type(screen.getByRole("searchbox", { name: "Search team members" }), "dev");
    await waitFor(() => expect(lastParams(fetcher)).toMatchObject({ q: "dev", page: 1 }));
    // One request for the whole word, not one per keystroke.
    expect(fetcher.mock.calls.length).toBe(calls + 1);
    expect(router.state.location.search).toBe("?section=team&q=dev");
  });

  it("keeps what the user typed while the search they paused on was reaching the URL", async () => {
    const fetcher = server(25);
    // A route that takes a moment to show each new URL (a loaded machine, a slow render).
    let slow = false;
    const router = createMemoryRouter(
      [
        {
          path: "/admin",
          element: <Team fetcher={fetcher} />,
          loader: async () => {
            if (slow) await new Promise((r) => setTimeout(r, 300));
            return null;
          },
          shouldRevalidate: () => true,
        },
      ],
      { initialEntries: ["/admin?section=team"] },
    );
    render(
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    const box = await screen.findByRole("searchbox", { name: "Search team members" });
    slow = true;
    await userEvent.type(box, "de");
    await waitFor(() => expect(router.state.navigation.state).toBe("loading"), { timeout: 2000 });
    await userEvent.type(box, "v");
    await waitFor(() => expect(lastParams(fetcher)).toMatchObject({ q: "dev" }), { timeout: 3000 });
    expect((box as HTMLInputElement).value).toBe("dev");
  });

  it("starts from the query string", async () => {
    const fetcher = server(3);
    renderTable(fetcher, "/admin?section=team&sort=email&order=desc&q=ash&perPage=50");
    await waitFor(() => expect(lastParams(fetcher)).toEqual({ page: 1, perPage: 50, sort: "email", order: "desc", q: "ash" }));
    expect((screen.getByRole("searchbox", { name: "Search team members" }) as HTMLInputElement).value).toBe("ash");
  });

  it("says what failed and retries", async () => {
    const fetcher = vi
      .fn<Fetcher>()
      .mockRejectedValueOnce(new ApiError(0, "network", "Failed to fetch"))
      .mockResolvedValue({ rows: [member(1)], total: 1 });
    renderTable(fetcher);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(
      "Could not load team members: The server could not be reached. Check your connection and try again.",
    );
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Member 1")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("tells an empty list from a search that matches nothing", async () => {
    const fetcher = vi.fn<Fetcher>(async () => ({ rows: [], total: 0 }));
    renderTable(fetcher);
    expect(await screen.findAllByText("No team members yet.")).not.toHaveLength(0);
    await userEvent.type(screen.getByRole("searchbox", { name: "Search team members" }), "zz");
    expect(await screen.findAllByText("Nothing matches your search.")).not.toHaveLength(0);
  });

  it("goes back to the last page when the current one is past the end", async () => {
    const fetcher = server(12);
    const router = renderTable(fetcher, "/admin?section=team&page=5");
    await waitFor(() => expect(router.state.location.search).toBe("?section=team&page=2"));
    expect(await screen.findByText("Member 12")).toBeTruthy();
  });
});
