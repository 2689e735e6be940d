import { expect, test } from "./fixtures";

test.describe("public forms", () => {
  test("the contact form sends a valid message and thanks the visitor", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("Name").fill("Priya Shah");
    await form.getByLabel("Email").fill("priya.shah@example.com");
    await form.getByLabel("Phone").fill("12345");
    await form.getByLabel("Message").fill("We need a new booking system.");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByText("Enter a valid phone number")).toBeVisible();

    await form.getByLabel("Phone").fill("9876543210");
    await expect(form.getByText("Enter a valid phone number")).toHaveCount(0);
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByText("Thank you, Priya Shah! Your submission was successful.")).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue("");
  });

  test("the footer newsletter box subscribes an address", async ({ page }) => {
    await page.goto("/about");
    const form = page.getByRole("form", { name: "Newsletter" });
    await form.getByLabel("Email").fill("reader@example.com");
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(form.getByText("Submission successful!")).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveValue("");
    // The message goes after the shared newsletter duration (3 s).
    await expect(form.getByText("Submission successful!")).toHaveCount(0, { timeout: 6000 });
  });
});
