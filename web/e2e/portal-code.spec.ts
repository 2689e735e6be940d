import type { APIRequestContext, Page } from "@playwright/test";
import {
  CLIENT_EMAIL,
  CLIENT_NAME,
  PASSWORD,
  StaffApi,
  openProject,
  signInStaff,
  toast,
  unique,
} from "./admin-projects-helpers";
import { expect, test } from "./fixtures";

// scripts/e2e.sh starts a fake GitHub (a test binary) and points the server at it with a token.
const FAKE = process.env.FAKE_GITHUB_URL ?? "";

interface FakePost {
  path: string;
  title?: string | null;
  body: string;
  /** The `Authorization` header as the server sent it. */
  authorization?: string | null;
}

/** A project of the journeys' client naming `acme/<repo>` (empty: a name that is no repository yet). */
async function projectWithRepo(request: APIRequestContext, repo: string) {
  const staff = await StaffApi.signIn(request);
  const title = unique("Code journey");
  const client = await staff.clientId(CLIENT_EMAIL);
  const project = await staff.call<{ _id: string }>("POST", "/project/createProject", {
    title,
    client,
    github: "acme",
    // Staff must fill the field; words with spaces name no repository.
    repoName: repo || "to be created",
    projectTeam: await staff.memberIds("Rohan Gupta"),
    projectDesc: `${title}: short description`,
    projectDetailsDesc: `${title}: the whole scope.`,
  });
  return { title, id: project._id, staff };
}

/** The journeys' client signed in on this page (token as the login form stores it), at the section. */
async function openCodeUpdates(page: Page, title: string) {
  const res = await page.request.post("/api/user/login", { data: { email: CLIENT_EMAIL, password: PASSWORD } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { token } = (await res.json()) as { token: string };
  await page.goto("/about");
  await page.evaluate((t) => window.localStorage.setItem("token", t), token);
  await page.goto(`/clientHome/${encodeURIComponent(title)}?section=code-updates`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

async function fakePosts(request: APIRequestContext): Promise<FakePost[]> {
  const res = await request.get(`${FAKE}/_fake/posts`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as FakePost[];
}

test.describe("code updates, served by our server from the code host", () => {
  // scripts/e2e.sh always starts the fake: without it these journeys must fail, not pass unseen.
  test.beforeAll(() => {
    expect(FAKE, "FAKE_GITHUB_URL (scripts/e2e.sh starts the fake GitHub)").not.toBe("");
  });

  test("a client reads commits, issues with comments and pull requests, and posts an issue and a comment", async ({
    page,
    request,
  }) => {
    const repo = unique("shop").replace(/\s+/g, "-");
    const { title } = await projectWithRepo(request, repo);
    await openCodeUpdates(page, title);

    // First read: fetched by the server on the spot.
    await expect(page.getByRole("link", { name: new RegExp(`acme/${repo}`) })).toBeVisible();
    const commits = page.getByRole("list", { name: "Commits" });
    await expect(commits.getByText("Fix login redirect (#1)")).toBeVisible();
    await expect(commits.getByText("Success")).toBeVisible();
    await expect(commits.getByText("Failure")).toBeVisible();

    await page.getByRole("tab", { name: "Issues" }).click();
    const issue = page.getByRole("article", { name: "Login fails on Safari" });
    await expect(issue.getByRole("strong").filter({ hasText: "Steps" })).toBeVisible();
    // The body's <script> is shown as text, never run (a dialog would fail the journey).
    await expect(issue.getByText("<script>alert('owned')</script>")).toBeVisible();
    await issue.getByRole("button", { name: "Show Comments" }).click();
    await expect(issue.getByText(/I can reproduce this/)).toBeVisible();
    // Pull requests have their own tab.
    await expect(page.getByRole("article", { name: "Fix login redirect" })).toHaveCount(0);

    await issue.getByRole("button", { name: "Add Comment" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Comment to #1" });
    await dialog.getByRole("textbox", { name: "Comment" }).fill("Still failing on **Safari 17**.");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(toast(page, "Comment Added.")).toContainText("Your comment has been added successfully.");
    await expect(dialog).toBeHidden();
    await expect(issue.getByText("Safari 17")).toBeVisible();

    await page.getByRole("tab", { name: "Pull requests" }).click();
    await expect(page.getByRole("article", { name: "Fix login redirect" }).getByText("Merged")).toBeVisible();
    await expect(page.getByRole("article", { name: "Dark mode" }).getByText("Draft")).toBeVisible();

    await page.getByRole("tab", { name: "Create Issue" }).click();
    await page.getByRole("button", { name: "Create Issue" }).click();
    await expect(page.getByText("Title is required")).toBeVisible();
    await page.getByRole("textbox", { name: "Title" }).fill("Checkout button overlaps");
    await page.getByRole("textbox", { name: "Body" }).fill("On small phones the button covers the total.");
    await page.getByRole("button", { name: "Create Issue" }).click();
    await expect(toast(page, "Issue Created.")).toContainText("Thanks! We'll get back to you soon.");
    await expect(page.getByRole("article", { name: "Checkout button overlaps" })).toBeVisible();

    // The code host received both, posted by the server with the author's name and the token.
    const posts = (await fakePosts(request)).filter((p) => p.path.includes(`/${repo}/`));
    const created = posts.find((p) => p.title === "Checkout button overlaps");
    expect(created?.body).toBe(`On small phones the button covers the total.\n\n— ${CLIENT_NAME} via Portico`);
    expect(created?.authorization).toBe("Bearer e2e-token");
    const comment = posts.find((p) => p.path.endsWith("/issues/1/comments"));
    expect(comment?.body).toBe(`Still failing on **Safari 17**.\n\n— ${CLIENT_NAME} via Portico`);
  });

  test("a project without a repository says so, and an unreachable code host says so plainly", async ({ page, request }) => {
    const none = await projectWithRepo(request, "");
    await openCodeUpdates(page, none.title);
    await expect(page.getByText("This project has no repository connected yet.")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Create Issue" })).toHaveCount(0);
    await page.getByRole("tab", { name: "Team" }).click();
    await expect(page.getByRole("heading", { name: "Rohan Gupta" })).toBeVisible();

    // The fake answers 503 for any repository named "offline...".
    const offline = await projectWithRepo(request, unique("offline").replace(/\s+/g, "-"));
    await page.goto(`/clientHome/${encodeURIComponent(offline.title)}?section=code-updates`);
    await expect(page.getByText("Code host unreachable")).toBeVisible();
    await expect(page.getByText(/nothing has been fetched from it yet/)).toBeVisible();
  });

  test("staff see the same activity in the console and post as staff", async ({ page, request }) => {
    const repo = unique("console").replace(/\s+/g, "-");
    const { title } = await projectWithRepo(request, repo);
    await signInStaff(page);
    await openProject(page, title);
    await page.getByRole("tab", { name: "Code", exact: true }).click();
    await expect(page.getByRole("list", { name: "Commits" }).getByText("Fix login redirect (#1)")).toBeVisible();
    await page.getByRole("tab", { name: "Create Issue" }).click();
    await page.getByRole("textbox", { name: "Title" }).fill("Staff check");
    await page.getByRole("button", { name: "Create Issue" }).click();
    await expect(toast(page, "Issue Created.")).toBeVisible();
    const posted = (await fakePosts(request)).find((p) => p.path.includes(`/${repo}/`) && p.title === "Staff check");
    expect(posted?.body).toMatch(/\(staff\) via Portico$/);
  });
});
