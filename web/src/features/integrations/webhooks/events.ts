import { CONSTANTS } from "../../../wasm/constants";

/**
 * The events an endpoint may hear, in the order forms list them: shared's `WEBHOOK_EVENTS`, which
 * the server checks every endpoint against, read from the WASM constants (inlined by the build).
 */
export const WEBHOOK_EVENTS: readonly string[] = CONSTANTS.webhookEvents;

/** The key of each event's label (`integrations.events.*`): words only, the list is the server's. */
const LABELS = {
  "ticket.opened": "ticketOpened",
  "ticket.replied": "ticketReplied",
  "task.done": "taskDone",
  "signoff.decided": "signoffDecided",
  "quote.decided": "quoteDecided",
  "invoice.issued": "invoiceIssued",
  "invoice.paid": "invoicePaid",
  "hours.logged": "hoursLogged",
  "webhook.test": "webhookTest",
} as const;

export type EventLabel = (typeof LABELS)[keyof typeof LABELS];

/** The label key of an event name (the test event has its own); null for a name this build has no words for. */
export function eventLabel(name: string): EventLabel | null {
  return Object.hasOwn(LABELS, name) ? LABELS[name as keyof typeof LABELS] : null;
}

export const WEBHOOK_FORMATS = ["standard", "slack", "teams"] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

export function isWebhookFormat(value: string): value is WebhookFormat {
  return (WEBHOOK_FORMATS as readonly string[]).includes(value);
}

export const DELIVERY_STATES = ["queued", "sending", "delivered", "failed"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** A delivery's state as this build names it; an unknown one (a newer server) reads as failed. */
export function deliveryState(state: string): DeliveryState {
  return (DELIVERY_STATES as readonly string[]).includes(state) ? (state as DeliveryState) : "failed";
}

/** A delivery the server is still working on: the log is read again until none is. */
export function isPending(state: string): boolean {
  return state === "queued" || state === "sending";
}
