import { expect, test } from "./fixtures";

// The server under test is seeded with the demo data (`portico seed`); override with env.
const CLIENT_EMAIL = process.env.E2E_CLIENT_EMAIL ?? "asha.verma@example.com";
const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? "admin@example.com";
const PASSWORD = process.env.E2E_PASSWORD ?? "portico-demo";

test.describe("client portal", () => {
  test("sign in on /login, see the projects, open one, switch language, log out", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(CLIENT_EMAIL);
    await page.getByLabel("Password", { exact: false }).first().fill(PASSWORD);
    await page.getByRole("button", { name: "Login", exact: true }).click();

    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByText("Welcome! Please choose your project..")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Please choose your project." })).toBeVisible();
    const cards = page.getByRole("main").getByRole("link").filter({ hasText: /Sprints : \d+/ });
    await expect(cards.first()).toBeVisible();

    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: /^Good evening, \S+/ })).toBeVisible();
    await expect(page.getByText("Here's what is happening in the product today.")).toBeVisible();

    await page.getByLabel("Language").selectOption("fr");
    await expect(page.getByRole("heading", { name: "Tous les projets" })).toBeVisible();
    await page.getByLabel("Langue").selectOption("en");
    await expect(page.getByRole("heading", { name: "All Projects" })).toBeVisible();

    const first = page.getByRole("link").filter({ hasText: /Sprints : \d+/ }).first();
    const title = (await first.getByRole("heading").textContent()) ?? "";
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/clientHome/${encodeURIComponent(title).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("link", { name: "Road Map" })).toHaveAttribute("aria-current", "page");

    await page.getByRole("button", { name: "My Account" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/$/);
  });

  test("the header Login goes straight to /projects once signed in", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(CLIENT_EMAIL);
    await dialog.getByLabel("Password").first().fill(PASSWORD);
    await dialog.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(/\/projects$/);

    await page.goto("/about");
    await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/projects$/);
  });
});

test.describe("refused sign-in", () => {
  // Chromium logs every non-2xx fetch as a console error; this one is the point of the test.
  test.use({ expectedConsoleErrors: [/status of 401/] });

  test("wrong password shows the Login Failed toast and stores nothing", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(CLIENT_EMAIL);
    await dialog.getByLabel("Password").first().fill("not-the-password");
    await dialog.getByRole("button", { name: "Login", exact: true }).click();

    const toast = page.getByRole("alert").filter({ hasText: "Login Failed" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Please check your credentials and try again.");
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeNull();
  });
});

test.describe("admin console", () => {
  test("admin sign-in opens the console; logout returns to the sign-in", async ({ page }) => {
    await page.goto("/adminLogin");
    await page.getByLabel("Email").fill(ADMIN_EMAIL);
    await page.getByLabel("Password").first().fill(PASSWORD);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Clients" })).toBeVisible();
    await page.getByRole("link", { name: "Team" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/adminLogin$/);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("the drawer lists the pages and navigates", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    await drawer.getByRole("link", { name: "Our Services" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
  });
});
