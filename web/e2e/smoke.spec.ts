import { expect, test } from "./fixtures";

test.describe("smoke", () => {
  test("landing page shows the headline and links to About Us", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Home/);
    await expect(page.getByRole("heading", { level: 1, name: /Digital IT Solution Services/i })).toBeVisible();
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about\/?$/);
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
  });

  test("prerendered pages load directly", async ({ page }) => {
    for (const [path, heading] of [
      ["/about", "About Us"],
      ["/services", "Our Services"],
      ["/signup", /Digital IT Solution Services/i],
      ["/home", /Digital IT Solution Services/i],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
  });

  test("contact page shows the form and validates it through the WASM rules", async ({ page }) => {
    await page.goto("/contact");
    await expect(page).toHaveTitle(/Contact Us/);
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Phone is required")).toBeVisible();
  });

  test("footer links navigate", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("contentinfo").getByRole("link", { name: "Services" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
  });

  test("/login shows the WASM validation message on an empty submit and sends nothing", async ({ page }) => {
    const apiCalls: string[] = [];
    page.on("request", (req) => {
      // The page asks once how people sign in here (the provider's button); the form sends nothing.
      const path = new URL(req.url()).pathname;
      if (path.startsWith("/api/") && path !== "/api/auth/providers") apiCalls.push(req.url());
    });
    await page.goto("/login");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await page.getByLabel("Email").fill("someone@example.com");
    await expect(page.getByText("Email is required")).toHaveCount(0);
    expect(apiCalls).toEqual([]);
  });

  test("header Login opens the modal when signed out", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("Email")).toBeVisible();
    await dialog.getByRole("button", { name: "Login", exact: true }).click();
    await expect(dialog.getByText("Email is required")).toBeVisible();
  });

  test("client pages redirect to / without a token; /admin to /adminLogin", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: /Digital IT Solution Services/i })).toBeVisible();
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/adminLogin$/);
    await expect(page.getByRole("heading", { name: "Admin sign-in" })).toBeVisible();
  });

  test("unknown paths show the 404 page", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });
});
