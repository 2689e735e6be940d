/** Sample data for the section's unit tests (not imported by the app). */
import type { Project } from "../../api/client";
import type { CodeActivity } from "../../api/code";

export const PROJECT: Project = {
  _id: "p1",
  title: "Site",
  client: { _id: "u1", name: "Asha" },
  projectDesc: "",
  projectDetailsDesc: "",
  projectTimeline: "",
  currency: "USD",
  projectCost: "",
  github: "acme",
  repoName: "site",
  projectTeam: [{ _id: "m1", name: "Ravi", role: "Developer", about: "Builds the site." }],
  NoteDate: null,
  createdBy: null,
  createdAt: "2024-01-01T10:00:00Z",
  sprints: [
    {
      _id: "s1",
      title: "Sprint 1",
      goal: "",
      timeline: "",
      startDate: null,
      endDate: null,
      order: 1,
      status: { active: true, completed: false },
      tasks: [
        {
          _id: "t1",
          title: "Fix the header",
          assignedTo: [],
          status: "Working on it",
          priority: "High",
          type: "Bug",
          role: "Developer",
          githubLink: "https://github.com/acme/site/issues/12",
          taskDate: null,
          description: "",
        },
        {
          _id: "t2",
          title: "Write the footer",
          assignedTo: [],
          status: "Done",
          priority: "Low",
          type: "Feature",
          role: "Developer",
          githubLink: "",
          taskDate: null,
          description: "",
        },
      ],
    },
  ],
};

export function minutesAgo(n: number): string {
  return new Date(Date.now() - n * 60_000).toISOString();
}

export function activity(overrides: Partial<CodeActivity> = {}): CodeActivity {
  return {
    repository: { owner: "acme", name: "site", id: 4242, url: "https://github.com/acme/site" },
    sync: { state: "ok", fetchedAt: minutesAgo(5), retryAt: null },
    canWrite: true,
    commits: [
      {
        sha: "0123456789abcdef0123456789abcdef01234567",
        message: "Fix the header (#12)\n\nThe logo no longer overlaps the menu.",
        date: "2024-03-02T09:30:00Z",
        committerName: "Meera",
        avatarUrl: "https://avatars.example.com/meera.png",
        url: "https://github.com/acme/site/commit/0123456789abcdef0123456789abcdef01234567",
        status: "success",
      },
      {
        sha: "fedcba9876543210fedcba9876543210fedcba98",
        message: "Start the footer",
        date: "2024-03-01T09:30:00Z",
        committerName: "Ravi",
        avatarUrl: null,
        url: "https://github.com/acme/site/commit/fedcba9876543210fedcba9876543210fedcba98",
        status: null,
      },
    ],
    issues: [
      {
        number: 12,
        title: "The header overlaps the menu",
        bodyHtml: '<p>Seen on <strong>mobile</strong>. See <a href="https://example.com/shot">the screenshot</a>.</p>',
        state: "open",
        comments: 1,
        updatedAt: "2024-03-03T08:00:00Z",
        author: "asha",
        authorAvatar: "https://avatars.example.com/asha.png",
        url: "https://github.com/acme/site/issues/12",
        commentList: [
          {
            id: 901,
            bodyHtml: "<p>Fixed in the next release.</p>",
            author: "meera",
            authorAvatar: null,
            createdAt: "2024-03-03T09:00:00Z",
            url: "https://github.com/acme/site/issues/12#issuecomment-901",
          },
        ],
      },
    ],
    pulls: [
      {
        number: 14,
        title: "New footer",
        bodyHtml: "<p>Adds the footer.</p>",
        state: "open",
        draft: true,
        updatedAt: "2024-03-04T08:00:00Z",
        author: "ravi",
        authorAvatar: null,
        url: "https://github.com/acme/site/pull/14",
      },
      {
        number: 13,
        title: "Header fix",
        bodyHtml: "",
        state: "merged",
        draft: false,
        updatedAt: "2024-03-02T10:00:00Z",
        author: "meera",
        authorAvatar: null,
        url: "https://github.com/acme/site/pull/13",
      },
    ],
    tasks: [
      {
        taskId: "t1",
        link: { kind: "issue", number: 12, title: "The header overlaps the menu", state: "open" },
        commits: ["0123456789abcdef0123456789abcdef01234567"],
      },
    ],
    ...overrides,
  };
}

/** A `fetch` stub answering the code API: GET with `reads` in turn (the last one repeated), POSTs with `posts`. */
export function codeApi(reads: { status: number; body: unknown }[], posts: Record<string, { status: number; body: unknown }> = {}) {
  let read = 0;
  return async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    const answer =
      method === "GET" ? reads[Math.min(read++, reads.length - 1)] : posts[url.replace(/^\/api/, "")];
    if (!answer) return new Response("{}", { status: 404 });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "Content-Type": "application/json" } });
  };
}
