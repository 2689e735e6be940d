/**
 * The public site's own calls: the contact form (with its honeypot) and the newsletter box. Kept apart
 * from `client.ts` (the portal's) so the public pages import only what they send. Errors arrive as
 * the shared `ApiError`, with the server's stable code and message.
 */
import type { ContactInput } from "../wasm";
import { API_BASE, ApiError, parseApiError } from "./client";
import type { ContactReceived, Subscribed } from "./types.gen";

/** The contact form's body (`shared` ContactInput); `website` is the honeypot robots fill. */
export type ContactSubmission = ContactInput;

async function postJson(path: string, body: unknown): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch (cause) {
    throw new ApiError(0, "network", cause instanceof Error ? cause.message : "Network error");
  }
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!res.ok) throw parseApiError(res.status, json);
  return json;
}

/** POST /contact/submit: 201 when stored. */
export async function submitContact(input: ContactSubmission): Promise<ContactReceived> {
  return (await postJson("/contact/submit", input)) as ContactReceived;
}

/** POST /contact/mail/submit: 200, the same answer for a new and an already subscribed address. */
export async function subscribeNewsletter(email: string): Promise<Subscribed> {
  return (await postJson("/contact/mail/submit", { email })) as Subscribed;
}

/** The server's own words when it limits the rate (they say how long to wait); null otherwise. */
export function rateLimitMessage(err: unknown): string | null {
  return err instanceof ApiError && err.code === "rate_limited" && err.message ? err.message : null;
}
