/**
 * Connecting Portico to other tools (issue 58): one's own calendar feed and personal API tokens
 * (every signed-in person, client or staff), and webhook endpoints (staff for the firm, a
 * company's owners for their company). Each call carries the token of `auth`: the portal's and
 * the console's screens are the same components.
 */
import type { SignedAuth } from "./account";
import { answer, api, done, withToken } from "./client";
import type * as Api from "./types.gen";

export type CalendarLink = Api.CalendarLink;
export type ApiTokenView = Api.ApiTokenView;
export type NewApiToken = Api.NewApiToken;
/** A token asked for, as typed: the server checks it with the `shared` rule. */
export type ApiTokenInput = Api.ApiTokenInput;
export type WebhookView = Api.WebhookView;
export type NewWebhook = Api.NewWebhook;
/** An endpoint as added, as typed: the server checks it with the `shared` rule. */
export type WebhookInput = Api.WebhookInput;
/** An endpoint as changed: the same, and whether it is on. */
export type WebhookBody = Api.WebhookBody;
export type WebhookSecret = Api.WebhookSecret;
export type WebhookDeliveryView = Api.WebhookDeliveryView;

// ---- Calendar feed ----

/** The person's feed addresses (nulls until they have made one). */
export function calendarLink(auth: SignedAuth, signal?: AbortSignal) {
  return answer(api.GET("/user/calendar", withToken(auth, signal)));
}

/** Makes the feed's link, or a new one: the old one stops working at once. */
export function makeCalendarLink(auth: SignedAuth) {
  return answer(api.POST("/user/calendar", withToken(auth)));
}

// ---- Personal API tokens ----

export function apiTokens(auth: SignedAuth, signal?: AbortSignal) {
  return answer(api.GET("/user/tokens", withToken(auth, signal)));
}

/** The token and its secret, which the server never shows again. */
export function createApiToken(body: ApiTokenInput, auth: SignedAuth) {
  return answer(api.POST("/user/tokens", { ...withToken(auth), body }));
}

/** Revoked at once: its next call answers 401. */
export function revokeApiToken(id: string, auth: SignedAuth) {
  return done(api.DELETE("/user/tokens/{id}", { ...withToken(auth), params: { path: { id } } }));
}

// ---- Webhooks ----

export function webhooks(auth: SignedAuth, signal?: AbortSignal) {
  return answer(api.GET("/webhooks", withToken(auth, signal)));
}

/** The endpoint and its signing secret, shown once. */
export function createWebhook(body: WebhookInput, auth: SignedAuth) {
  return answer(api.POST("/webhooks", { ...withToken(auth), body }));
}

/** The whole endpoint as it should be (pausing sends it back with `active: false`). */
export function saveWebhook(id: string, body: WebhookBody, auth: SignedAuth) {
  return answer(api.PUT("/webhooks/{id}", { ...withToken(auth), params: { path: { id } }, body }));
}

export function deleteWebhook(id: string, auth: SignedAuth) {
  return done(api.DELETE("/webhooks/{id}", { ...withToken(auth), params: { path: { id } } }));
}

/** A new signing secret, shown once; the old one signs nothing more. */
export function rotateWebhookSecret(id: string, auth: SignedAuth) {
  return answer(api.POST("/webhooks/{id}/secret", { ...withToken(auth), params: { path: { id } } }));
}

/** Queues a `webhook.test` event now; its delivery follows in the log. */
export function sendTestEvent(id: string, auth: SignedAuth) {
  return answer(api.POST("/webhooks/{id}/test", { ...withToken(auth), params: { path: { id } } }));
}

/** The endpoint's last 50 deliveries, newest first. */
export function webhookDeliveries(id: string, auth: SignedAuth, signal?: AbortSignal) {
  return answer(api.GET("/webhooks/{id}/deliveries", { ...withToken(auth, signal), params: { path: { id } } }));
}

/** The same message (same `webhook-id`) queued again. */
export function retryDelivery(id: string, deliveryId: string, auth: SignedAuth) {
  return answer(api.POST("/webhooks/{id}/deliveries/{deliveryId}/retry", { ...withToken(auth), params: { path: { id, deliveryId } } }));
}
