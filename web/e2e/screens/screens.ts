import type { Page } from "@playwright/test";
import { adminApiToken, ASHA, storeClientToken, clientApiToken } from "../admin-helpers";
import { expect } from "../fixtures";

// Every screen of the portal and the console, with the demo data on it, and how to reach it: walked
// by the phone-and-dark journey (e2e/every-screen-phone-dark.spec.ts) and by the screenshots of
// docs/design.md (scripts/screens.sh). A screen is reached by its URL wherever it has one (the
// product keeps what it shows in the address), by a click where a record's id is needed.

export type Who = "nobody" | "client" | "staff";

export interface Screen {
  /** A file-name-safe name, also the journey's label. */
  name: string;
  who: Who;
  /** Opens the screen and waits for what it shows. */
  open(page: Page): Promise<void>;
}

export const PROJECT = "Storefront Revamp";
const WORKSPACE = `/clientHome/${encodeURIComponent(PROJECT)}`;

async function heading(page: Page, name: string | RegExp, level = 1) {
  await expect(page.getByRole("heading", { level, name }).first()).toBeVisible();
}

const at = (path: string, name: string | RegExp, level = 1) => async (page: Page) => {
  await page.goto(path);
  await heading(page, name, level);
};

/** The console on one section (by its URL). */
const section = (id: string, name: string) => at(`/admin?section=${id}`, name);

/** A client or staff session in this browser, made through the API (the sign-in pages are screens of their own). */
export async function signIn(page: Page, who: Who) {
  if (who === "nobody") return;
  if (who === "client") {
    await storeClientToken(page, await clientApiToken(page.request, ASHA.email));
    return;
  }
  const token = await adminApiToken(page.request);
  await page.goto("/about");
  await page.evaluate((t) => window.localStorage.setItem("adminToken", t), token);
}

export const SCREENS: Screen[] = [
  // ---- Signed out ----
  { name: "login", who: "nobody", open: at("/login", /./) },
  { name: "admin-login", who: "nobody", open: at("/adminLogin", "Admin sign-in") },
  { name: "forgot-password", who: "nobody", open: at("/forgotPassword", "Forgot your password?") },
  { name: "not-found", who: "nobody", open: at("/a-page-that-does-not-exist", "Page not found") },

  // ---- The portal, as the demo's owner ----
  { name: "dashboard", who: "client", open: at("/dashboard", /./) },
  { name: "projects", who: "client", open: at("/projects", /./) },
  { name: "project-picker", who: "client", open: at("/clientHome", "Please choose your project.") },
  { name: "workspace-getting-started", who: "client", open: at(`${WORKSPACE}?section=getting-started`, "Getting Started", 2) },
  { name: "workspace-road-map", who: "client", open: at(`${WORKSPACE}?section=roadmap`, "Road Map", 2) },
  { name: "workspace-goals", who: "client", open: at(`${WORKSPACE}?section=goals`, "Goals and sign-off", 2) },
  { name: "workspace-money", who: "client", open: at(`${WORKSPACE}?section=money`, "Money", 2) },
  { name: "workspace-hours", who: "client", open: at(`${WORKSPACE}?section=hours`, "Hours", 2) },
  { name: "workspace-sprints", who: "client", open: at(`${WORKSPACE}?section=sprints`, "Sprints", 2) },
  { name: "workspace-tasks", who: "client", open: at(`${WORKSPACE}?section=tasks`, "Tasks", 2) },
  { name: "workspace-code-updates", who: "client", open: at(`${WORKSPACE}?section=code-updates`, "Code Updates", 2) },
  { name: "workspace-tickets", who: "client", open: at(`${WORKSPACE}?section=tickets`, "Tickets", 2) },
  { name: "workspace-files", who: "client", open: at(`${WORKSPACE}?section=files`, "Files", 2) },
  { name: "workspace-activity", who: "client", open: at(`${WORKSPACE}?section=activity`, "Activity", 2) },
  { name: "profile", who: "client", open: at("/profile", /./) },
  { name: "settings", who: "client", open: at("/profileSettings", "Settings") },
  { name: "client-projects", who: "client", open: at("/clientProjects", /./) },
  { name: "people", who: "client", open: at("/people", /./) },
  {
    // The demo's change request waiting for Asha, from her dashboard.
    name: "quote",
    who: "client",
    open: async (page) => {
      await page.goto("/dashboard");
      await page.getByRole("link", { name: /Gift cards at the tills/ }).first().click();
      await heading(page, /Gift cards at the tills/);
    },
  },

  // ---- The console, as the demo's administrator ----
  { name: "console-today", who: "staff", open: section("today", "Today") },
  { name: "console-week", who: "staff", open: section("week", "My week") },
  { name: "console-clients", who: "staff", open: section("clients", "Clients") },
  {
    name: "console-client",
    who: "staff",
    open: async (page) => {
      await section("clients", "Clients")(page);
      await page.getByRole("link", { name: `Details of ${ASHA.name}` }).first().click();
      await heading(page, new RegExp(`^${ASHA.name}`));
    },
  },
  { name: "console-projects", who: "staff", open: section("projects", "Projects") },
  {
    name: "console-project",
    who: "staff",
    open: async (page) => {
      await section("projects", "Projects")(page);
      await page.getByRole("link", { name: `Details of ${PROJECT}` }).first().click();
      await heading(page, PROJECT);
    },
  },
  {
    name: "console-project-hours",
    who: "staff",
    open: async (page) => {
      await section("projects", "Projects")(page);
      await page.getByRole("link", { name: `Details of ${PROJECT}` }).first().click();
      await heading(page, PROJECT);
      await page.getByRole("tab", { name: "Hours" }).click();
      await expect(page.getByRole("table", { name: "Time logged" })).toBeVisible();
    },
  },
  { name: "console-quotes", who: "staff", open: section("quotes", "Quotes") },
  { name: "console-tickets", who: "staff", open: section("tickets", "Tickets") },
  { name: "console-submissions", who: "staff", open: section("submissions", "Submissions") },
  { name: "console-clients-data", who: "staff", open: section("clientsData", "Clients data") },
  { name: "console-projects-data", who: "staff", open: section("projectsData", "Projects data") },
  { name: "console-team", who: "staff", open: section("team", "Team") },
  { name: "console-audit", who: "staff", open: section("audit", "Audit log") },
  { name: "console-mail", who: "staff", open: section("mail", "Mail") },
  { name: "console-staff", who: "staff", open: section("staff", "Staff") },
  { name: "console-settings", who: "staff", open: section("settings", "Settings") },
];

/** What a screen must hold at a phone's width: nothing wider than the window. */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    // Name the widest culprits: elements reaching past the window that are not inside a box
    // scrolling on its own.
    const culprits: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
      const r = el.getBoundingClientRect();
      if (r.right <= width + 1 || r.width === 0) continue;
      let inside = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if (o === "auto" || o === "scroll" || o === "hidden" || o === "clip") {
          inside = true;
          break;
        }
      }
      if (!inside) culprits.push(`${el.tagName.toLowerCase()}.${el.className.toString().split(" ").slice(0, 2).join(".")} (${Math.round(r.right)} px)`);
    }
    return [`page ${document.documentElement.scrollWidth} px wide in ${width}`, ...culprits.slice(-5)];
  });
}

/**
 * Targets smaller than 24 × 24 CSS pixels (WCAG 2.2's 2.5.8), visible ones only. A link inside a
 * sentence is exempt (the criterion's inline exception), as is a target with room around it: no
 * other target within a 24-pixel circle centred on it (the spacing exception).
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = "a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=checkbox], [role=radio], [role=switch], [role=menuitem]";
    const all = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((el) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== "hidden" && !el.closest("[aria-hidden=true], .visually-hidden");
    });
    // A radio or checkbox drawn inside its label counts as its label's size.
    const box = (el: HTMLElement) => {
      const label = (el as HTMLInputElement).labels?.[0];
      const own = el.getBoundingClientRect();
      if (label && (el.getAttribute("type") === "radio" || el.getAttribute("type") === "checkbox" || el.style.opacity === "0")) {
        const l = label.getBoundingClientRect();
        return l.width * l.height > own.width * own.height ? l : own;
      }
      return own;
    };
    const inline = (el: HTMLElement) => {
      if (el.tagName !== "A") return false;
      const parent = el.parentElement;
      if (!parent) return false;
      const display = getComputedStyle(el).display;
      // Inside running text: its parent holds words of its own beside the link.
      const words = Array.from(parent.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? "").trim().length > 0);
      return display === "inline" && words;
    };
    const centres = all.map((el) => {
      const r = box(el);
      return { el, r, x: r.left + r.width / 2, y: r.top + r.height / 2 };
    });
    const small: string[] = [];
    for (const t of centres) {
      if (t.r.width >= 24 && t.r.height >= 24) continue;
      if (inline(t.el)) continue;
      const crowded = centres.some((o) => {
        if (o === t || o.el.contains(t.el) || t.el.contains(o.el)) return false;
        // Two undersized targets: their circles must not meet.
        if ((o.r.width < 24 || o.r.height < 24) && Math.hypot(o.x - t.x, o.y - t.y) < 24) return true;
        // The nearest point of the other target to this one's centre.
        const nx = Math.max(o.r.left, Math.min(t.x, o.r.right));
        const ny = Math.max(o.r.top, Math.min(t.y, o.r.bottom));
        return Math.hypot(nx - t.x, ny - t.y) < 12;
      });
      if (!crowded) continue;
      const label = (t.el.getAttribute("aria-label") ?? t.el.textContent ?? "").trim().slice(0, 40);
      small.push(`${t.el.tagName.toLowerCase()} "${label}" ${Math.round(t.r.width)}×${Math.round(t.r.height)}`);
    }
    return small;
  });
}

/** A screen's main actions (regular buttons, not compact or extra-small ones) under 44 px tall on a phone. */
export async function shortMainActions(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>(".mantine-Button-root"))
      .filter((b) => {
        const size = b.getAttribute("data-size") ?? "sm";
        const r = b.getBoundingClientRect();
        return (size === "sm" || size === "md") && r.width > 0 && r.height < 44;
      })
      .map((b) => `"${(b.textContent ?? "").trim().slice(0, 40)}" ${Math.round(b.getBoundingClientRect().height)} px`),
  );
}
