import { expect, settled, test } from "./fixtures";

// The server under test is seeded with the demo data (`portico seed`); override with env.
const CLIENT_EMAIL = process.env.E2E_CLIENT_EMAIL ?? "asha.verma@example.com";
const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? "admin@example.com";
const PASSWORD = process.env.E2E_PASSWORD ?? "portico-demo";

test.describe("client portal", () => {
  test("sign in on /login, see the projects, open one, log out", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Your projects, in one place" })).toBeVisible();
    await page.getByLabel("Email").fill(CLIENT_EMAIL);
    const password = page.getByLabel("Password", { exact: false }).first();
    await password.fill(PASSWORD);
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Login", exact: true }).click();

    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByText("Welcome! Please choose your project.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Please choose your project." })).toBeVisible();
    const cards = page.getByRole("main").getByRole("link").filter({ hasText: /Sprints : \d+/ });
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText(/\d{4}-\d{2}-\d{2}/);

    // Signed in, /login goes straight to the projects.
    await page.goto("/login");
    await expect(page).toHaveURL(/\/projects$/);

    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: /^Good (morning|afternoon|evening), Asha Verma$/ })).toBeVisible();
    await expect(page.getByText("Here's what is happening today")).toBeVisible();
    await expect(page.getByRole("heading", { name: "All Projects" })).toBeVisible();

    const first = page.getByRole("main").getByRole("link").filter({ has: page.getByRole("heading", { name: "Storefront Revamp" }) });
    await expect(first).toContainText("Sprints : 4");
    await first.click();
    await expect(page).toHaveURL(/\/clientHome\/Storefront%20Revamp$/);
    await expect(page.getByRole("heading", { level: 1, name: "Storefront Revamp" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Road Map" })).toHaveAttribute("aria-current", "page");
    // The road map has read everything it shows: a read still under way when the session ends
    // would be answered 401, which the browser logs.
    await expect(page.getByRole("figure", { name: /^Burn-up/ })).toBeVisible();
    await settled(page);

    await page.getByRole("button", { name: "My Account" }).click();
    for (const item of ["Profile", "Manage", "Setting & Privacy"]) {
      await expect(page.getByRole("menuitem", { name: item })).toBeVisible();
    }
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeNull();
    for (const guarded of ["/dashboard", "/projects", "/clientHome/Storefront%20Revamp", "/profile"]) {
      await page.goto(guarded);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test("logout revokes the session on the server", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(CLIENT_EMAIL);
    await page.getByLabel("Password").first().fill(PASSWORD);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(/\/projects$/);
    const token = await page.evaluate(() => window.localStorage.getItem("token"));
    expect(token).toBeTruthy();

    await page.getByRole("button", { name: "My Account" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    const after = await page.request.get("/api/user/userProfile", { headers: { Authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(401);
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

test.describe("a session that ends elsewhere", () => {
  // Chromium logs each refused call (401) as a console error; those refusals are the point.
  test.use({ expectedConsoleErrors: [/status of 401/] });

  async function signedInWithToken(page: import("@playwright/test").Page) {
    const res = await page.request.post("/api/user/login", { data: { email: CLIENT_EMAIL, password: PASSWORD } });
    const { token } = (await res.json()) as { token: string };
    await page.goto("/about");
    await page.evaluate((t) => window.localStorage.setItem("token", t), token);
    return token;
  }

  async function revoke(page: import("@playwright/test").Page, token: string) {
    const res = await page.request.post("/api/user/logout", { headers: { Authorization: `Bearer ${token}` } });
    expect(res.ok()).toBe(true);
  }

  test("the next page load forgets the token and goes home", async ({ page }) => {
    const token = await signedInWithToken(page);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "All Projects" })).toBeVisible();
    // Revoked once the page has read everything it shows (a read under way then is answered 401).
    await expect(page.getByRole("heading", { name: "Since your last visit" })).toBeVisible();
    await settled(page);
    await revoke(page, token);
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeNull();
  });

  test("an action on the page forgets the token and goes home", async ({ page }) => {
    const token = await signedInWithToken(page);
    await page.goto(`/clientHome/${encodeURIComponent("Storefront Revamp")}?section=tickets`);
    const form = page.getByRole("form", { name: "Create Ticket" });
    await form.getByLabel("Title").fill("Late ticket");
    await form.getByLabel("Message").fill("Sent after the session ended.");
    await revoke(page, token);
    await form.getByRole("button", { name: "Create Ticket" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeNull();
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
    await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
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
