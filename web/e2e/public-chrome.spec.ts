import { expect, test } from "./fixtures";

test.describe("public chrome: header, drawer, footer, floating controls", () => {
  test("the desktop header is transparent at the top and black once scrolled", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/about");
    const header = page.getByRole("banner");
    await expect(header).toHaveCSS("position", "fixed");
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");

    await page.mouse.wheel(0, 400);
    await expect(header).toHaveCSS("background-color", "rgb(0, 0, 0)");
    const top = await header.boundingBox();
    expect(top?.y).toBe(0); // still at the top of the viewport

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  });

  test("the desktop header holds the links, Login and Contact Now", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const header = page.getByRole("banner");
    const nav = header.getByRole("navigation", { name: "Main navigation" });
    for (const name of ["Home", "About Us", "Services", "Contact Us"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(header.getByRole("button", { name: "Login" })).toBeVisible();
    await expect(header.getByRole("button", { name: "Open menu" })).toBeHidden();

    await header.getByRole("link", { name: "Contact Now" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  });

  test("the Get a Call-back link goes to the contact page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("main").getByRole("link", { name: "Get a Call-back" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test.describe("on a phone (390x844)", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the menu opens a full-screen drawer from the right, keeps focus inside and closes on Escape", async ({ page }) => {
      await page.goto("/services");
      const header = page.getByRole("banner");
      await expect(header.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
      await expect(header.getByRole("link", { name: "Portico" })).toHaveAttribute("href", "/home");

      const menu = header.getByRole("button", { name: "Open menu" });
      await expect(menu).toHaveAttribute("aria-expanded", "false");
      await menu.click();
      const drawer = page.getByRole("dialog", { name: "Main navigation" });
      await expect(drawer).toBeVisible();
      await expect(menu).toHaveAttribute("aria-expanded", "true");

      // Full screen, once it has slid in from the right.
      await expect.poll(async () => await drawer.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });

      for (const name of ["Home", "About Us", "Our Services", "Contact Us"]) {
        await expect(drawer.getByRole("link", { name, exact: true })).toBeVisible();
      }
      await expect(drawer.getByRole("button", { name: "Login" })).toBeVisible();
      await expect(drawer.getByRole("link", { name: "Portico" })).toHaveAttribute("href", "/home");

      // Focus cycles inside the drawer.
      for (let i = 0; i < 10; i++) {
        await page.keyboard.press("Tab");
        const inside = await drawer.evaluate((el) => el.contains(document.activeElement));
        expect(inside).toBe(true);
      }

      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      await expect(menu).toBeFocused();
      await expect(menu).toHaveAttribute("aria-expanded", "false");
    });

    test("a drawer link navigates and closes the drawer; its logo goes to /home", async ({ page }) => {
      await page.goto("/contact");
      await page.getByRole("button", { name: "Open menu" }).click();
      const drawer = page.getByRole("dialog", { name: "Main navigation" });
      await drawer.getByRole("link", { name: "Our Services" }).click();
      await expect(page).toHaveURL(/\/services$/);
      await expect(drawer).toBeHidden();
      await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();

      await page.getByRole("button", { name: "Open menu" }).click();
      await drawer.getByRole("link", { name: "Portico" }).click();
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole("heading", { level: 1, name: /Digital IT Solution Services/ })).toBeVisible();
    });

    test("Login in the drawer opens the Login modal", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("dialog", { name: "Main navigation" }).getByRole("button", { name: "Login" }).click();
      const modal = page.getByRole("dialog", { name: "Login to your account" });
      await expect(modal).toBeVisible();
      await expect(modal.getByLabel("Email")).toBeFocused();
      await expect(page.getByRole("dialog", { name: "Main navigation" })).toBeHidden();
    });

    test("the side social box is for wide screens only", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("complementary", { name: "Follow us" })).toBeHidden();
    });
  });

  test("the side social box shows LinkedIn, Instagram, WhatsApp and Facebook on wide screens", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/about");
    const box = page.getByRole("complementary", { name: "Follow us" });
    await expect(box).toBeVisible();
    const names = await box.getByRole("link").evaluateAll((links) => links.map((l) => l.getAttribute("aria-label")));
    expect(names).toEqual(["Portico on LinkedIn", "Portico on Instagram", "Portico on WhatsApp", "Portico on Facebook"]);
  });

  test("the footer has the brand, social links, Important Links, contact block and newsletter", async ({ page }) => {
    await page.goto("/services");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Portico", exact: true })).toBeVisible();
    await expect(footer.getByText("We empower companies to become more organised, compliant and enterprise ready.")).toBeVisible();
    const social = footer.getByRole("list", { name: "Social media" }).getByRole("link");
    await expect(social).toHaveCount(4);
    const labels = await social.evaluateAll((links) => links.map((l) => l.getAttribute("aria-label")));
    expect(labels).toEqual(["Portico on X (Twitter)", "Portico on Facebook", "Portico on Instagram", "Portico on LinkedIn"]);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }

    const important = footer.getByRole("navigation", { name: "Important Links" });
    for (const name of ["Home", "About Us", "Services", "Contact Us"]) {
      await expect(important.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole("heading", { name: "Contact Us" })).toBeVisible();
    await expect(footer.getByText("Riverside Business Park")).toBeVisible();
    await expect(footer.getByRole("link", { name: "+91 20 4000 0000" })).toHaveAttribute("href", "tel:+912040000000");
    await expect(footer.getByRole("form", { name: "Newsletter" })).toBeVisible();

    await important.getByRole("link", { name: "About Us" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
  });

  test("the scroll-to-top button sits at the bottom left and scrolls back up", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const button = page.getByRole("button", { name: "Scroll to top" });
    const box = await button.boundingBox();
    expect(box?.x).toBeLessThan(40);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(750);

    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
