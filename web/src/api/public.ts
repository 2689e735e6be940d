/**
 * The public site's own calls: the contact form (with its honeypot) and the newsletter box. Kept apart
 * from `client.ts` (the portal's) so the public pages import only what they send. Errors arrive as
 * the shared `ApiError`, with the server's stable code and message.
 */
import type { ContactInput } from "../wasm";
import { answer, api, ApiError } from "./client";

/** The contact form's body (`shared` ContactInput); `website` is the honeypot robots fill. */
export type ContactSubmission = ContactInput;

/** POST /contact/submit: 201 when stored. */
export function submitContact(input: ContactSubmission) {
  return answer(api.POST("/contact/submit", { body: input }));
}

/** POST /contact/mail/submit: 200, the same answer for a new and an already subscribed address. */
export function subscribeNewsletter(email: string) {
  return answer(api.POST("/contact/mail/submit", { body: { email } }));
}

/** The server's own words when it limits the rate (they say how long to wait); null otherwise. */
export function rateLimitMessage(err: unknown): string | null {
  return err instanceof ApiError && err.code === "rate_limited" && err.message ? err.message : null;
}
