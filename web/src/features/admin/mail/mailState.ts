import { MAIL_STATE_VALUES, type MailState } from "../../../api/mail-admin";

/** The state filter as the URL holds it (`?state=failed`); absent or unknown means every state. */
export function mailStateFilter(raw: string | null): MailState | undefined {
  return (MAIL_STATE_VALUES as readonly string[]).includes(raw ?? "") ? (raw as MailState) : undefined;
}

/** Badge colours: dark shades, so the light badges' text keeps its contrast. */
export const MAIL_STATE_COLORS: Readonly<Record<MailState, string>> = {
  queued: "gray.8",
  sending: "blue.9",
  sent: "green.9",
  retrying: "orange.9",
  failed: "red.9",
};
