import { expect, test } from "./fixtures";
import { recordApiCalls, recordWasm } from "./public-helpers";

test.describe("chat assistant", () => {
  test("Yes: the visitor is thanked and offered the contact form", async ({ page }) => {
    const wasm = recordWasm(page);
    const calls = recordApiCalls(page);
    await page.goto("/about");
    await page.waitForLoadState("networkidle");
    expect(wasm.loaded()).toBe(false); // nothing of the chat before it is opened

    const launcher = page.getByRole("button", { name: "Chat with our assistant" });
    await launcher.click();
    const chat = page.getByRole("dialog", { name: "Portico assistant" });
    await expect(chat).toBeVisible();
    const log = chat.getByRole("log", { name: "Conversation" });
    await expect(log).toContainText("Hello");
    await expect(log).toContainText("May I kindly ask for your name?");
    expect(wasm.loaded()).toBe(true);

    const input = chat.getByRole("textbox", { name: "Your message" });
    await expect(input).toBeFocused();
    await input.fill("Ann");
    await input.press("Enter");
    await expect(log).toContainText("Hi Ann, how can I help you?");
    const answers = chat.getByRole("group", { name: "Suggested answers" });
    for (const topic of ["Data Solutions", "Web Development", "App Development", "UI/UX Design"]) {
      await expect(answers.getByRole("button", { name: topic })).toBeVisible();
    }
    await answers.getByRole("button", { name: "Web Development" }).click();
    await expect(log).toContainText("Would you like to connect with one of our experts for personalized assistance?");
    await expect(input).toBeFocused();
    await answers.getByRole("button", { name: "Yes" }).click();

    await expect(log).toContainText("Thank you, Ann! Please fill in our contact form");
    const link = log.getByRole("link", { name: "Contact Us" });
    await expect(link).toBeFocused();
    await link.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    expect(calls).toEqual([]); // nothing sent, nothing stored
  });

  test("No, by keyboard alone: a polite closing; Escape closes and focus returns to the launcher", async ({ page }) => {
    await page.goto("/services");
    const launcher = page.getByRole("button", { name: "Chat with our assistant" });
    await launcher.focus();
    await page.keyboard.press("Enter");
    const chat = page.getByRole("dialog", { name: "Portico assistant" });
    const log = chat.getByRole("log", { name: "Conversation" });
    const input = chat.getByRole("textbox", { name: "Your message" });
    await expect(input).toBeFocused();

    // An empty answer or a topic that is not offered re-asks.
    await page.keyboard.press("Enter");
    await page.keyboard.type("Ravi");
    await page.keyboard.press("Enter");
    await expect(log).toContainText("Hi Ravi, how can I help you?");
    await page.keyboard.type("Plumbing");
    await page.keyboard.press("Enter");
    await expect(log).toContainText("Please choose one of these topics.");
    await page.keyboard.type("data solutions");
    await page.keyboard.press("Enter");
    await expect(log).toContainText("Would you like to connect with one of our experts");

    // The options are buttons after the log: Tab reaches them.
    await page.keyboard.press("Shift+Tab");
    await expect(chat.getByRole("button", { name: "No" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(log).toContainText("Thank you for visiting, Ravi.");
    await expect(log.getByRole("link")).toHaveCount(0);
    const again = chat.getByRole("button", { name: "Start a new conversation" });
    await expect(again).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(chat).toBeHidden();
    await expect(launcher).toBeFocused();
    await expect(launcher).toHaveAttribute("aria-expanded", "false");

    // Reopened, the conversation is where it was; starting again greets anew.
    await launcher.click();
    await expect(log).toContainText("Thank you for visiting, Ravi.");
    await again.click();
    await expect(log).not.toContainText("Ravi");
    await expect(log).toContainText("May I kindly ask for your name?");
  });
});
