/**
 * Sudo mode, the browser's half: a change that could hand the account to someone else (two-factor,
 * identities, a client's password set by staff...) is refused with 403 `sudo_required` when the
 * person last proved who they are more than ten minutes ago. The API client's one middleware asks
 * here (`askSudo`), the dialog mounted by `SudoHost` asks the person, and the refused call is sent
 * again once they have proved it, so no screen handles it. Imports nothing but React's types: every
 * page's API client carries it.
 */
export type SudoAuth = "client" | "admin";

export interface SudoRequest {
  auth: SudoAuth;
  /** Called once: true when the person proved who they are, false when they cancelled. */
  settle(proved: boolean): void;
}

let current: { request: SudoRequest; answer: Promise<boolean> } | null = null;
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

/**
 * Asks the person to prove who they are; resolves true once they have. Calls refused at once share
 * one question. With no dialog on the page (a page without the app layout, a unit test), false.
 */
export function askSudo(auth: SudoAuth): Promise<boolean> {
  if (listeners.size === 0) return Promise.resolve(false);
  if (current && current.request.auth === auth) return current.answer;
  let settle: (proved: boolean) => void = () => undefined;
  const answer = new Promise<boolean>((resolve) => {
    settle = (proved) => {
      if (current?.answer === answer) current = null;
      resolve(proved);
      changed();
    };
  });
  current = { request: { auth, settle }, answer };
  changed();
  return answer;
}

/** The question waiting for an answer, if any (for `useSyncExternalStore`). */
export function pendingSudo(): SudoRequest | null {
  return current?.request ?? null;
}

export function subscribeSudo(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
