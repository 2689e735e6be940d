/**
 * "Where you are signed in": the signed-in person's own sessions (portal and console alike), and
 * signing one out or every other. Light: nothing here but `client.ts`.
 */
import type { SignedAuth } from "./account";
import { answer, api, done, withToken } from "./client";
import type { SessionView } from "./types.gen";

export type { SessionView };

export function mySessions(auth: SignedAuth, signal?: AbortSignal) {
  return answer(api.GET("/user/sessions", withToken(auth, signal)));
}

/** That browser is signed out at its next request (404 when it had ended already). */
export function endMySession(sessionId: string, auth: SignedAuth) {
  return done(api.DELETE("/user/sessions/{sessionId}", { ...withToken(auth), params: { path: { sessionId } } }));
}

/** Every session but this one ends. */
export function signOutOthers(auth: SignedAuth) {
  return done(api.POST("/user/sessions/signOutOthers", withToken(auth)));
}
