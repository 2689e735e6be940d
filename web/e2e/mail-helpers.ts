import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";
import { adminApiToken, bearer } from "./admin-helpers";

// Helpers of the email journeys. The server under test sends to a real SMTP server
// (e2e/mail-server.mjs, started by scripts/e2e.sh); its small HTTP API says what arrived.

/** One message as the SMTP fixture keeps it (`headers`: lowercased names, raw values). */
export interface Mail {
  id: number;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
}

function mailApi(path: string): string {
  const base = process.env.MAIL_API_URL;
  if (!base) throw new Error("MAIL_API_URL is not set: run the mail journeys through scripts/e2e.sh");
  return `${base}${path}`;
}

/** Every message to `address` so far, oldest first. */
export async function mailTo(address: string): Promise<Mail[]> {
  const res = await fetch(mailApi(`/messages?to=${encodeURIComponent(address)}`));
  if (!res.ok) throw new Error(`the mail fixture answered ${res.status}`);
  return (await res.json()) as Mail[];
}

function matches(subject: string, wanted: string | RegExp): boolean {
  return typeof wanted === "string" ? subject === wanted : wanted.test(subject);
}

/**
 * The newest message to `address` whose subject is `subject` (exactly, or matching), waiting for
 * it: the server's worker sends within about a second of the action. `after`: only messages
 * that arrived after the one with this id.
 */
export async function waitForMail(
  address: string,
  subject: string | RegExp,
  { after = 0, timeout = 15_000 }: { after?: number; timeout?: number } = {},
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(address)).filter((m) => m.id > after && matches(m.subject, subject)).at(-1);
        return found?.subject;
      },
      { message: `a mail to ${address} about ${String(subject)}`, timeout, intervals: [100, 250, 500] },
    )
    .toBeDefined();
  return found as Mail;
}

/**
 * The first link in the mail's text part whose path is `path` (`/resetPassword`,
 * `/clientHome/...`), as a path for `page.goto` (the mail names the server's PUBLIC_URL, not the
 * journeys' address): path, query and `#token`.
 */
export function linkIn(mail: Mail, path: string | RegExp): string {
  for (const raw of mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? []) {
    const url = new URL(raw);
    const pathname = decodeURIComponent(url.pathname);
    if (typeof path === "string" ? pathname === path : path.test(pathname)) return `${url.pathname}${url.search}${url.hash}`;
  }
  throw new Error(`no link to ${String(path)} in the mail “${mail.subject}”:\n${mail.text}`);
}

/** The token after `#` of an emailed link. */
export function tokenOf(link: string): string {
  const token = new URL(link, "http://x").hash.slice(1);
  expect(token, `a token in ${link}`).not.toBe("");
  return token;
}

/** The next `count` messages are refused at DATA with `code` (451: try later; 550: never). 0 cancels. */
export async function refuseNext(count: number, code = 451, message = "Refused by the test mail server") {
  const res = await fetch(mailApi("/refuse"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ count, code, message }),
  });
  expect(res.ok).toBe(true);
}

/**
 * Waits until the server's outbox holds nothing queued, being sent or waiting for another
 * attempt: what a journey does next (a refusal) then meets its own mail, not an earlier journey's.
 */
export async function outboxIdle(request: APIRequestContext) {
  const headers = bearer(await adminApiToken(request));
  await expect
    .poll(
      async () => {
        let busy = 0;
        for (const state of ["queued", "sending", "retrying"]) {
          const res = await request.get(`/api/admin/mail?state=${state}&perPage=1`, { headers });
          expect(res.ok(), await res.text()).toBeTruthy();
          busy += Number(res.headers()["x-total-count"] ?? "0");
        }
        return busy;
      },
      { message: "the outbox has sent everything", timeout: 20_000, intervals: [200, 500, 1000] },
    )
    .toBe(0);
}
