import type { Page } from "@playwright/test";
import { expect, settled, test } from "./fixtures";

// Grace's account: the language is remembered on the server, so other journeys' users stay English.
const EMAIL = "grace.okafor@example.com";
const PASSWORD = process.env.E2E_PASSWORD ?? "portico-demo";

async function signInOnPage(page: Page) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(EMAIL);
  await page.getByLabel("Password").first().fill(PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

test.describe("portal languages", () => {
  test("French and Hindi, remembered on the account, with html[lang] following", async ({ page }) => {
    await signInOnPage(page);
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto(`/clientHome/${encodeURIComponent("Patient Portal")}?section=tasks`);
    await expect(page.getByRole("tab", { name: "Board" })).toBeVisible();

    await page.getByLabel("Language", { exact: true }).selectOption("fr");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    const nav = page.getByRole("navigation", { name: "Rubriques de Patient Portal" });
    for (const name of ["Premiers pas", "Feuille de route", "Sprints", "Tâches", "Mises à jour du code", "Tickets"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByText("Bienvenue, Grace Okafor")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Tâches" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Tableau Kanban" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Priorité" }).first()).toBeVisible();
    // Status labels are translated from their Rust key.
    await expect(page.getByRole("cell", { name: "En cours", exact: true }).first()).toBeVisible();

    // Validation messages: the rule's code, translated (the English text stays in Rust).
    await nav.getByRole("link", { name: "Tickets", exact: true }).click();
    const form = page.getByRole("form", { name: "Créer un ticket" });
    await form.getByRole("button", { name: "Créer le ticket" }).click();
    await expect(form.getByRole("alert")).toHaveText("Ce champ est obligatoire.");
    await expect(page.getByText("Cliquez sur un ticket pour lire la conversation et ajouter un commentaire.")).toBeVisible();
    await nav.getByRole("link", { name: "Tâches", exact: true }).click();

    await page.getByLabel("Langue", { exact: true }).selectOption("hi");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 2, name: "कार्य" })).toBeVisible();
    await expect(page.getByRole("link", { name: "रोड मैप" })).toBeVisible();
    await page.getByRole("button", { name: "मेरा खाता" }).click();
    for (const item of ["प्रोफ़ाइल", "प्रबंधित करें", "सेटिंग और गोपनीयता", "लॉग आउट"]) {
      await expect(page.getByRole("menuitem", { name: item })).toBeVisible();
    }
    await page.keyboard.press("Escape");

    // Reload: still Hindi.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "सभी प्रोजेक्ट" })).toBeVisible();
    await expect(page.getByText("आज क्या हो रहा है, यह देखें")).toBeVisible();
    // The feed has been read and the visit counted before the session ends (a read under way then is answered 401).
    await expect(page.getByRole("heading", { name: "आपकी पिछली विज़िट के बाद से" })).toBeVisible();
    await settled(page);

    // Logout forgets the browser's copy; signing in again brings the account's language back.
    await page.getByRole("button", { name: "मेरा खाता" }).click();
    await page.getByRole("menuitem", { name: "लॉग आउट" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await signInOnPage(page);
    await expect(page.getByRole("heading", { level: 1, name: "कृपया अपना प्रोजेक्ट चुनें।" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");

    // Back to English for whoever signs in next.
    await page.getByLabel("भाषा", { exact: true }).selectOption("en");
    await expect(page.getByRole("heading", { level: 1, name: "Please choose your project." })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Please choose your project." })).toBeVisible();
  });
});
