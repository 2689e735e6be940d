import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  ASHA,
  bearer,
  clientApiToken,
  createClientWithProject,
  goToSection,
  openDialog,
  pick,
  seriousViolations,
  signInAdmin,
  stamp,
  toast,
} from "./admin-helpers";

/** A client signs in on the /login page of their own browser. */
async function clientSignIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").first().fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

test.describe("back office: Clients", () => {
  // Chromium logs the answers the journey provokes: the taken email (409), the deactivated
  // client's ended session (401) and refused sign-in (403).
  test.use({ expectedConsoleErrors: [/status of (401|403|409)/] });

  test("add a client, give them a project and a team, edit, set a password, deactivate and reactivate", async ({ page, browser }) => {
    test.setTimeout(180_000); // a long journey, two browsers
    const s = stamp();
    const name = `Tara Lindqvist ${s}`;
    const email = `tara.${s}@example.com`;
    const project = `Ferry Timetable ${s}`;

    await signInAdmin(page);
    await goToSection(page, "Clients");
    const table = page.getByRole("table", { name: "Clients" });
    for (const column of ["Client Name", "Brand Name", "Email", "Details/More"]) {
      await expect(table.getByRole("columnheader", { name: column })).toBeVisible();
    }

    // Add New Client: the shared rule answers first, under the fields.
    await page.getByRole("button", { name: "Add New Client" }).click();
    const add = await openDialog(page, "Add New Client");
    await add.getByRole("button", { name: "Save" }).click();
    await expect(add.getByLabel("Client Name")).toHaveAttribute("aria-invalid", "true");
    await expect(add.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(add.getByLabel("Client Name")).toBeFocused();
    await add.getByLabel("Client Name").fill(name);
    await add.getByLabel("Brand Name").fill(`Lindqvist Ferries ${s}`);
    await add.getByLabel("Email").fill(email);
    await add.getByLabel(/^Password/).fill("first-password-1");
    await add.getByLabel("Remarks").fill("Met at the harbour expo.");
    await add.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Client Added Successfully")).toBeVisible();
    await expect(add).toBeHidden();

    // The same email again: the server's answer lands under the Email field.
    await page.getByRole("button", { name: "Add New Client" }).click();
    const again = await openDialog(page, "Add New Client");
    await again.getByLabel("Client Name").fill("Someone Else");
    await again.getByLabel("Email").fill(email);
    await again.getByLabel(/^Password/).fill("another-password-1");
    await again.getByRole("button", { name: "Save" }).click();
    await expect(again.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await again.getByRole("button", { name: "Cancel" }).click();
    await expect(again).toBeHidden();

    // Search finds them; Details opens them, and the URL names them.
    await page.getByRole("searchbox", { name: "Search clients" }).fill(email);
    await expect(table.getByRole("row")).toHaveCount(2);
    await table.getByRole("link", { name: `Details of ${name}` }).click();
    await expect(page).toHaveURL(/[?&]client=/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("Met at the harbour expo.")).toBeVisible();
    await expect(page.getByText("No projects yet. Create one with New Project.")).toBeVisible();

    // New Project with two team members.
    await page.getByRole("button", { name: "New Project" }).click();
    const create = await openDialog(page, `New Project for ${name}`);
    await create.getByRole("button", { name: "Create project" }).click();
    for (const field of ["Project Title", "Project Github", "Repo Name", "Small Desc", "Large Desc"]) {
      await expect(create.getByLabel(field)).toHaveAttribute("aria-invalid", "true");
    }
    await create.getByLabel("Project Title").fill(project);
    await create.getByLabel("Project Github").fill("portico-demo");
    await create.getByLabel("Repo Name").fill(`ferry-timetable-${s}`);
    await create.getByLabel("Small Desc").fill("Timetables and tickets for island ferries.");
    await create.getByLabel("Large Desc").fill("Schedules, seat booking and a staff app for the crews.");
    await create.getByRole("checkbox", { name: /Rohan Gupta/ }).check();
    await create.getByRole("checkbox", { name: /Camille Durand/ }).check();
    await create.getByRole("button", { name: "Create project" }).click();
    await expect(toast(page, `Project ${project} created`)).toBeVisible();
    await expect(create).toBeHidden();
    const projects = page.getByRole("list", { name: `Projects of ${name}` });
    const card = projects.getByRole("listitem").filter({ hasText: project });
    await expect(card).toContainText("Sprints: 0");
    await expect(card).toContainText("Camille Durand");
    await expect(card).toContainText("Rohan Gupta");

    // Edit: the form starts from the client; the screen then shows what the server holds.
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const edit = await openDialog(page, `Edit ${name}`);
    await expect(edit.getByLabel("Email")).toHaveValue(email);
    await edit.getByLabel("Email").fill("not-an-address");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(edit.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await edit.getByLabel("Email").fill(email);
    await edit.getByLabel("Brand Name").fill(`Lindqvist Ferries & Sons ${s}`);
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Client saved")).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(page.getByText(`Lindqvist Ferries & Sons ${s}`)).toBeVisible();

    // Set password: the rule first, then the client signs in with the new one.
    await page.getByRole("button", { name: "Set password" }).click();
    const password = await openDialog(page, `New password for ${name}`);
    await expect(password.getByText("Every session of this client ends")).toBeVisible();
    await password.getByLabel(/^New password( \*)?$/).fill("short");
    await password.getByRole("button", { name: "Set password" }).click();
    await expect(password.getByLabel(/^New password( \*)?$/)).toHaveAttribute("aria-invalid", "true");
    await password.getByLabel(/^New password( \*)?$/).fill("harbour-lights-42");
    await password.getByRole("button", { name: "Set password" }).click();
    await expect(toast(page, "Password set")).toBeVisible();
    await expect(password).toBeHidden();

    const clientContext = await browser.newContext();
    const clientPage = await clientContext.newPage();
    await clientSignIn(clientPage, email, "harbour-lights-42");
    await expect(clientPage).toHaveURL(/\/projects$/);
    await expect(clientPage.getByRole("heading", { name: project })).toBeVisible();

    // Deactivate asks first; Cancel keeps the client active.
    await page.getByRole("button", { name: "Deactivate" }).click();
    const confirm = await openDialog(page, `Deactivate ${name}?`);
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await page.getByRole("button", { name: "Deactivate" }).click();
    await (await openDialog(page, `Deactivate ${name}?`)).getByRole("button", { name: "Deactivate" }).click();
    await expect(toast(page, `${name} deactivated`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name })).toContainText("Deactivated");
    await expect(page.getByRole("button", { name: "View as client" })).toBeDisabled();

    // Their session has ended, and signing in is refused.
    await clientPage.reload();
    await expect(clientPage).toHaveURL(/\/$/);
    await clientSignIn(clientPage, email, "harbour-lights-42");
    await expect(clientPage.getByRole("alert").filter({ hasText: "This account is deactivated. Please contact us." }).first()).toBeVisible();
    await expect(clientPage).toHaveURL(/\/login$/);

    // The list's Active filter: the client shows among the deactivated ones with their badge.
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Clients" }).click();
    await page.getByLabel("Status").selectOption({ label: "Deactivated" });
    await expect(page).toHaveURL(/[?&]active=false/);
    await expect(table.getByRole("row").filter({ hasText: name })).toContainText("Deactivated");
    await page.getByLabel("Status").selectOption({ label: "Active" });
    await expect(page.getByText("Nothing matches your search.")).toBeVisible();

    // Reactivate (confirmed too): they can sign in again.
    await page.getByLabel("Status").selectOption({ label: "All clients" });
    await table.getByRole("link", { name: `Details of ${name}` }).click();
    await page.getByRole("button", { name: "Reactivate" }).click();
    await (await openDialog(page, `Reactivate ${name}?`)).getByRole("button", { name: "Reactivate" }).click();
    await expect(toast(page, `${name} reactivated`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name })).not.toContainText("Deactivated");
    await clientSignIn(clientPage, email, "harbour-lights-42");
    await expect(clientPage).toHaveURL(/\/projects$/);
    await clientContext.close();

    // The audit log has every one of these writes, newest first, with the values before and after.
    await goToSection(page, "Audit log");
    await pick(page, "Client", name, new RegExp(name));
    await expect(page).toHaveURL(/[?&]client=/);
    const audit = page.getByRole("table", { name: "Audit log" });
    const actions = ["Client reactivated", "Client deactivated", "Client password set", "Client edited", "Project created", "Client added"];
    await expect(audit.getByRole("row")).toHaveCount(actions.length + 1);
    for (const [i, action] of actions.entries()) {
      await expect(audit.getByRole("row").nth(i + 1)).toContainText(action);
    }
    await audit.getByRole("row").filter({ hasText: "Client edited" }).getByRole("button", { name: /Details of Client edited/ }).click();
    const entry = await openDialog(page, "Client edited");
    const changed = entry.getByRole("row").filter({ hasText: "Brand name" });
    await expect(changed).toContainText("changed");
    await expect(changed.getByRole("cell").nth(0)).toHaveText(`Lindqvist Ferries ${s}`);
    await expect(changed.getByRole("cell").nth(1)).toHaveText(`Lindqvist Ferries & Sons ${s}`);
  });

  test("accessibility (axe): list, dialogs and detail have no serious or critical violation", async ({ page, request }) => {
    test.setTimeout(240_000); // axe on many screens: about 30 s on a quiet machine, 100 s beside two other parts, and CI machines can be slower
    const client = await createClientWithProject(request);
    await signInAdmin(page);
    await goToSection(page, "Clients");
    await expect(page.getByRole("table", { name: "Clients" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Add New Client" }).click();
    const add = await openDialog(page, "Add New Client");
    await add.getByRole("button", { name: "Save" }).click();
    await expect(add.getByLabel("Client Name")).toHaveAttribute("aria-invalid", "true");
    expect(await seriousViolations(page)).toEqual([]);
    await add.getByRole("button", { name: "Cancel" }).click();

    await page.goto(`/admin?section=clients&client=${client._id}`);
    await expect(page.getByRole("heading", { name: "Statement-of-work updates" })).toBeVisible();
    await expect(page.getByText("This client has sent no project request.")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    for (const [button, dialogName] of [
      ["New Project", `New Project for ${client.name}`],
      ["Edit", `Edit ${client.name}`],
      ["Set password", `New password for ${client.name}`],
      ["Deactivate", `Deactivate ${client.name}?`],
    ] as const) {
      await page.getByRole("button", { name: button, exact: true }).click();
      const dialog = await openDialog(page, dialogName);
      expect(await seriousViolations(page), dialogName).toEqual([]);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
    }

    // A demo client's requests and updates (read only).
    await page.goto("/admin?section=clients");
    await page.getByRole("searchbox", { name: "Search clients" }).fill(ASHA.email);
    // The list answers the search first (a click on a row it is redrawing can miss).
    await expect(page.getByRole("table", { name: "Clients" }).getByRole("row")).toHaveCount(2);
    await page.getByRole("link", { name: `Details of ${ASHA.name}` }).click();
    await expect(page.getByRole("table", { name: "Project requests" }).getByText("Loyalty programme")).toBeVisible();
    await expect(page.getByRole("table", { name: "Statement-of-work updates" }).getByText("Please add gift cards to the checkout scope.")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("back office: View as client", () => {
  // The refused write: Chromium logs the 403 it answered.
  test.use({ expectedConsoleErrors: [/status of 403/] });

  test("view as client: the client's portal, read-only, under a banner; Exit view comes back", async ({ page, request }) => {
    const client = await createClientWithProject(request);
    // This browser also holds a real client's session: the view must leave it alone.
    const realToken = await clientApiToken(request, ASHA.email);
    await signInAdmin(page);
    await page.evaluate((t) => window.localStorage.setItem("token", t), realToken);

    await page.goto(`/admin?section=clients&client=${client._id}`);
    await expect(page.getByRole("heading", { level: 1, name: client.name })).toBeVisible();
    await page.getByRole("button", { name: "View as client" }).click();
    await expect(page).toHaveURL(/\/projects$/);
    const banner = page.getByRole("complementary", { name: "Staff view" });
    await expect(banner).toContainText(`Read-only view of ${client.name}'s portal — opened by staff`);
    await expect(page.getByRole("heading", { name: client.project })).toBeVisible();

    // Their workspace, still under the banner; a write is refused and said to be read-only.
    await page.getByRole("link").filter({ hasText: client.project }).click();
    await expect(page).toHaveURL(/\/clientHome\//);
    await expect(banner).toBeVisible();
    await page.goto(`/clientHome/${encodeURIComponent(client.project)}?section=tickets`);
    await expect(banner).toBeVisible();
    const form = page.getByRole("form", { name: "Create Ticket" });
    await form.getByLabel("Title").fill("Written during a view");
    await form.getByLabel("Message").fill("This must not be saved.");
    await form.getByRole("button", { name: "Create Ticket" }).click();
    await expect(toast(page, "Read-only view")).toContainText("Nothing was changed");
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByText("Written during a view")).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    const viewToken = await page.evaluate(() => JSON.parse(window.sessionStorage.getItem("portico.viewAs") ?? "{}").token as string);
    expect(viewToken).toBeTruthy();
    expect(viewToken).not.toBe(realToken);

    // Exit view: back to that client in the console; the real client token is untouched.
    await banner.getByRole("button", { name: "Exit view" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin\\?section=clients&client=${client._id}$`));
    await expect(page.getByRole("heading", { level: 1, name: client.name })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBe(realToken);
    expect(await page.evaluate(() => window.sessionStorage.getItem("portico.viewAs"))).toBeNull();
    // The view's session is over on the server too.
    const after = await request.get("/api/user/userProfile", { headers: bearer(viewToken) });
    expect(after.status()).toBe(401);

    await goToSection(page, "Audit log");
    await pick(page, "Client", client.name, new RegExp(client.name));
    await expect(page.getByRole("table", { name: "Audit log" }).getByRole("row").nth(1)).toContainText("Portal viewed as client");
  });
});
