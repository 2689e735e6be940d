import { signInClientThroughApi } from "./admin-helpers";
import { expect, test } from "./fixtures";

test.describe("tickets", () => {
  test("create a ticket, then comment on it", async ({ page }) => {
    const apiWrites: string[] = [];
    page.on("request", (req) => {
      if (req.method() === "POST" && new URL(req.url()).pathname.startsWith("/api/ticket")) apiWrites.push(req.url());
    });
    await signInClientThroughApi(page, "asha.verma@example.com");
    await page.goto(`/clientHome/${encodeURIComponent("Inventory Mobile App")}?section=tickets`);
    await expect(page.getByRole("heading", { level: 2, name: "Tickets" })).toBeVisible();
    await expect(page.getByText("Click a ticket to read its conversation and add a comment.")).toBeVisible();

    const active = page.getByRole("region", { name: "Active tickets" });
    const history = page.getByRole("region", { name: "All tickets" });
    // Seeded: one open and one closed ticket about this project.
    await expect(active.getByRole("listitem")).toHaveCount(1);
    await expect(active.getByRole("button", { name: /Staging site is slow/ })).toContainText("Open");
    await expect(history.getByRole("button", { name: /Update the logo/ })).toContainText("Closed");
    await expect(active.getByText("Update the logo")).toHaveCount(0);

    // The WASM rule answers before any request.
    const form = page.getByRole("form", { name: "Create Ticket" });
    await form.getByLabel("Title").fill("Only a title");
    await form.getByRole("button", { name: "Create Ticket" }).click();
    await expect(form.getByRole("alert")).toHaveText("Please fill in both title and description.");
    expect(apiWrites).toEqual([]);

    const title = `Checkout button overlaps the footer ${Date.now()}`;
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Message").fill("On small phones the checkout button covers the footer links.");
    await form.getByRole("button", { name: "Create Ticket" }).click();
    const created = page.getByRole("status").filter({ hasText: "Ticket Created." });
    await expect(created).toBeVisible();
    await expect(created).toContainText("Thank you, we'll get back to you soon!");
    await expect(form.getByRole("alert")).toHaveCount(0);
    await expect(form.getByLabel("Title")).toHaveValue("");
    await expect(active.getByRole("listitem")).toHaveCount(2);

    const ticket = active.getByRole("button", { name: new RegExp(title) });
    await expect(ticket).toHaveAttribute("aria-expanded", "false");
    await ticket.click();
    await expect(ticket).toHaveAttribute("aria-expanded", "true");
    const item = active.getByRole("listitem").filter({ hasText: title });
    await expect(item.getByText("On small phones the checkout button covers the footer links.")).toBeVisible();

    const comment = item.getByRole("form", { name: "Add a comment" });
    await comment.getByRole("button", { name: "Submit" }).click();
    await expect(comment.getByLabel("Comment")).toHaveAttribute("aria-invalid", "true");
    await comment.getByLabel("Comment").fill("It happens on iPhone SE too.");
    await comment.getByRole("button", { name: "Submit" }).click();
    const added = page.getByRole("status").filter({ hasText: "Comment Added." });
    await expect(added).toContainText("Your comment has been added successfully.");
    await expect(item.getByRole("list", { name: "Conversation" }).getByRole("listitem")).toHaveCount(1);
    await expect(item.getByRole("list", { name: "Conversation" })).toContainText("It happens on iPhone SE too.");
    await expect(ticket).toContainText("1 comment");

    // Sections keep what was added; a reload reads it back from the server.
    await page.getByRole("link", { name: "Road Map" }).click();
    await page.getByRole("link", { name: "Tickets", exact: true }).click();
    await expect(active.getByRole("button", { name: new RegExp(title) })).toBeVisible();
    await page.reload();
    await expect(history.getByRole("button", { name: new RegExp(title) })).toContainText("1 comment");
  });
});
