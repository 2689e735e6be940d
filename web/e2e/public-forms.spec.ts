import { expect, test } from "./fixtures";
import { recordApiCalls, recordWasm } from "./public-helpers";

const RED = "rgb(201, 42, 42)";
// The footer is dark: its green and red are lighter shades, still AA on that background.
const FOOTER_GREEN = "rgb(140, 233, 154)";
const FOOTER_RED = "rgb(255, 168, 168)";

test.describe("contact form", () => {
  test("every rule's message, each under its field, and no request while any applies", async ({ page }) => {
    const wasm = recordWasm(page);
    const calls = recordApiCalls(page);
    await page.goto("/contact");
    expect(wasm.loaded()).toBe(false);
    const form = page.getByRole("form", { name: "Send us a message" });
    const permission = form.getByRole("checkbox", { name: "I agree to be contacted about my request." });
    await expect(permission).toBeChecked(); // ticked by default

    await permission.uncheck();
    await form.getByRole("button", { name: "Send message" }).click();
    for (const [label, message] of [
      ["Name", "Name is required"],
      ["Email", "Email is required"],
      ["Phone", "Phone is required"],
      ["Message", "Message is required"],
    ] as const) {
      const field = form.getByLabel(label);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(permission).toHaveAccessibleDescription("You must grant permission to submit the form");
    await expect(form.getByLabel("Name")).toBeFocused(); // first field in error

    await form.getByLabel("Name").fill("Priya Shah");
    await expect(form.getByText("Name is required")).toHaveCount(0); // cleared on edit
    await form.getByLabel("Email").fill("priya.shah@");
    await form.getByLabel("Phone").fill("98765 4321");
    await form.getByLabel("Message").fill("We need a booking system for our clinics.");
    await permission.check();
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByLabel("Email")).toHaveAccessibleDescription("Enter a valid email address");
    await expect(form.getByLabel("Phone")).toHaveAccessibleDescription("Enter a valid phone number");
    await expect(form.getByText("You must grant permission to submit the form")).toHaveCount(0);
    expect(calls).toEqual([]);

    await form.getByLabel("Email").fill("priya.shah@example.com");
    await form.getByLabel("Phone").fill("9876543210");
    await form.getByRole("button", { name: "Send message" }).click();
    const thanks = form.getByText("Thank you, Priya Shah! Your submission was successful.");
    await expect(thanks).toBeVisible();
    expect(calls).toEqual(["POST /api/contact/submit"]);
    await expect(form.getByLabel("Name")).toHaveValue("");
    await expect(form.getByLabel("Message")).toHaveValue("");
    await expect(permission).toBeChecked();
  });

  test("the honeypot is out of sight, out of the tab order and unannounced, and is sent", async ({ page }) => {
    await page.goto("/contact");
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(await honeypot.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
    const box = await honeypot.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0);
    await expect(page.getByRole("form", { name: "Send us a message" }).getByRole("textbox")).toHaveCount(4);

    // A robot fills it: the server answers as usual (and keeps nothing).
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("Name").fill("Bot");
    await form.getByLabel("Email").fill("bot@example.com");
    await form.getByLabel("Phone").fill("1234567890");
    await form.getByLabel("Message").fill("Buy now");
    await honeypot.fill("https://spam.example", { force: true });
    const sent = page.waitForRequest("**/api/contact/submit");
    await form.getByRole("button", { name: "Send message" }).click();
    expect((await sent).postDataJSON()).toMatchObject({ name: "Bot", website: "https://spam.example", permission: true });
    await expect(form.getByText("Thank you, Bot! Your submission was successful.")).toBeVisible();
  });

  test.describe("server refusals", () => {
    test.use({ expectedConsoleErrors: [/status of (500|429)/] });

    test("a failure says so in red; a rate limit shows the server's message", async ({ page }) => {
      await page.goto("/contact");
      const form = page.getByRole("form", { name: "Send us a message" });
      await form.getByLabel("Name").fill("Priya Shah");
      await form.getByLabel("Email").fill("priya.shah@example.com");
      await form.getByLabel("Phone").fill("9876543210");
      await form.getByLabel("Message").fill("Hello");

      await page.route("**/api/contact/submit", (route) =>
        route.fulfill({ status: 500, contentType: "application/json", body: '{"error":{"code":"internal","message":"Internal error"}}' }),
      );
      await form.getByRole("button", { name: "Send message" }).click();
      const failure = form.getByText("Submission failed. Please try again.");
      await expect(failure).toBeVisible();
      await expect(failure).toHaveCSS("color", RED);
      await expect(form.getByLabel("Name")).toHaveValue("Priya Shah"); // nothing lost

      const limited = "Too many messages from your address. Please try again in a few minutes.";
      await page.unroute("**/api/contact/submit");
      await page.route("**/api/contact/submit", (route) =>
        route.fulfill({
          status: 429,
          contentType: "application/json",
          headers: { "Retry-After": "600" },
          body: JSON.stringify({ error: { code: "rate_limited", message: limited } }),
        }),
      );
      await form.getByRole("button", { name: "Send message" }).click();
      await expect(form.getByText(limited)).toBeVisible();
      await expect(form.getByText(limited)).toHaveCSS("color", RED);
    });
  });
});

test.describe("newsletter box", () => {
  test("idle, submitting (disabled), success in green for 3 s with the input cleared, then ready again", async ({ page }) => {
    await page.goto("/services");
    const form = page.getByRole("form", { name: "Newsletter" });
    const input = form.getByLabel("Email");
    const submit = form.getByRole("button", { name: "Submit" });

    // Hold the answer back to see the submitting state.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contact/mail/submit", async (route) => {
      await held;
      await route.continue();
    });

    await input.fill(`reader.${Date.now()}@example.com`);
    await submit.click();
    await expect(submit).toBeDisabled();
    release();

    const message = form.getByText("Submission successful!");
    await expect(message).toBeVisible();
    const shownAt = Date.now();
    await expect(message).toHaveCSS("color", FOOTER_GREEN);
    await expect(input).toHaveValue("");
    await expect(submit).toBeDisabled();
    await expect(message).toBeHidden({ timeout: 6000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(2000); // the shared 3000 ms, give or take the polling
    await expect(submit).toBeEnabled();
  });

  test("an address already subscribed is a success too", async ({ page }) => {
    const email = `twice.${Date.now()}@example.com`;
    await page.goto("/");
    const form = page.getByRole("form", { name: "Newsletter" });
    for (let i = 0; i < 2; i++) {
      await form.getByLabel("Email").fill(email);
      await form.getByRole("button", { name: "Submit" }).click();
      await expect(form.getByText("Submission successful!")).toBeVisible();
      await expect(form.getByRole("button", { name: "Submit" })).toBeEnabled({ timeout: 6000 });
    }
  });

  test("a malformed address gets the shared rule's message and no request", async ({ page }) => {
    const calls = recordApiCalls(page);
    await page.goto("/about");
    const form = page.getByRole("form", { name: "Newsletter" });
    await form.getByLabel("Email").fill("reader@example");
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(form.getByLabel("Email")).toHaveAccessibleDescription("Enter a valid email address");
    await expect(form.getByLabel("Email")).toHaveValue("reader@example");
    expect(calls).toEqual([]);
  });

  test.describe("server refusals", () => {
    test.use({ expectedConsoleErrors: [/status of 500/] });

    test("a failure shows the red message for 3 s, clears the input, then the box is ready again", async ({ page }) => {
      await page.goto("/contact");
      await page.route("**/api/contact/mail/submit", (route) => route.fulfill({ status: 500, body: "" }));
      const form = page.getByRole("form", { name: "Newsletter" });
      await form.getByLabel("Email").fill("reader@example.com");
      await form.getByRole("button", { name: "Submit" }).click();
      const message = form.getByText("Submission failed. Please try again.");
      await expect(message).toBeVisible();
      await expect(message).toHaveCSS("color", FOOTER_RED);
      await expect(form.getByLabel("Email")).toHaveValue("");
      await expect(form.getByRole("button", { name: "Submit" })).toBeDisabled();
      await expect(message).toBeHidden({ timeout: 6000 });
      await expect(form.getByRole("button", { name: "Submit" })).toBeEnabled();
    });
  });
});
