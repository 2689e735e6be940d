import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import ICAL from "ical.js";
import { expect } from "./fixtures";

// Helpers of the integrations journey (issue 58): a webhook receiver, a calendar feed read as a
// calendar app reads it, and the clipboard.

/** One request the receiver got, as it came. */
export interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface Receiver {
  /** Where the server under test is told to send (loopback: the server runs with WEBHOOK_ALLOW_PRIVATE=1). */
  url: string;
  received: Received[];
  close(): Promise<void>;
}

/** The answer the receiver gives: what the delivery log shows of it. */
export const RECEIVER_ANSWER = "ok, received by the journey";

function plainHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return out;
}

/** A webhook endpoint on 127.0.0.1 (port 0) that keeps every request and answers 200. */
export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: plainHeaders(req.headers), body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(200, { "Content-Type": "text/plain" });
      res.end(RECEIVER_ANSWER);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/portico-hook`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** One VEVENT, as a calendar app reads it. */
export interface FeedEvent {
  uid: string;
  summary: string;
  /** `YYYY-MM-DD` for an all-day event, else the UTC time as ical.js writes it. */
  start: string;
  allDay: boolean;
}

export function parseFeed(text: string): FeedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe("vcalendar");
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return { uid: event.uid, summary: event.summary, start: event.startDate.toString(), allDay: event.startDate.isDate };
  });
}

/**
 * The feed at `link` (the https address the page shows), fetched from the server under test by its
 * path: the address names the server's public URL, which a journey may not reach as such.
 */
export async function fetchFeed(request: APIRequestContext, link: string, headers: Record<string, string> = {}) {
  const url = new URL(link);
  return request.get(`${url.pathname}${url.search}`, { headers });
}

/** Copying works headless once the context may use the clipboard. */
export async function allowClipboard(context: BrowserContext) {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
}

export function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

/** A sprint as the client's projects list gives it. */
interface SprintRow {
  _id: string;
  title: string;
  endDate: string | null;
}

/** Every sprint of the projects a client sees, with its project's title. */
export async function sprintsSeenBy(request: APIRequestContext, token: string) {
  const res = await request.get("/api/project/projectsUser", { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const projects = (await res.json()) as { _id: string; title: string; sprints: SprintRow[] }[];
  return projects.flatMap((p) => p.sprints.map((s) => ({ ...s, project: p.title, projectId: p._id })));
}

/** Today in UTC, as the feed counts days. */
export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}
