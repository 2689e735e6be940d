/**
 * Sudo mode, the browser's half: a change that could hand the account to someone else (two-factor,
 * passkeys, identities, a client's password set by staff...) is refused with 403 `sudo_required`
 * when the person last proved who they are more than ten minutes ago. The API client's one
 * middleware asks here (`askSudo`); the "Confirm it's you" dialog (`prompt.tsx`, fetched the first
 * time it is needed) asks the person, and the refused call is sent again once they have proved it,
 * so no screen handles it. Tiny on purpose: every page's API client carries it.
 */
export type SudoAuth = "client" | "admin";

let pending: { auth: SudoAuth; answer: Promise<boolean> } | null = null;

/** Asks the person to prove who they are; true once they have. Calls refused at once share one question. */
export function askSudo(auth: SudoAuth): Promise<boolean> {
  if (pending?.auth === auth) return pending.answer;
  const answer = import("./prompt")
    .then((m) => m.prompt(auth))
    .catch(() => false)
    .finally(() => {
      if (pending?.answer === answer) pending = null;
    });
  pending = { auth, answer };
  return answer;
}
