import { isInvalidToken } from "../../api/account";

/**
 * The token of an emailed link. Links carry it after `#` (`/resetPassword#<token>`): a fragment
 * never reaches a server, a proxy's log or a `Referer` header. Blank when the link has none.
 */
export function tokenFromHash(hash: string): string {
  return hash.replace(/^#/, "").trim();
}

/** A call that spends a link's token: its answer, or `ok: false` when the server refused the token. */
export type TokenOutcome<T> = { ok: true; value: T } | { ok: false };

/**
 * Runs `call`; a refused token (expired, used, unknown) becomes `{ ok: false }` for the page to
 * explain, any other failure is thrown on to the form's usual handling.
 */
export async function spendToken<T>(call: () => Promise<T>): Promise<TokenOutcome<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (err) {
    if (isInvalidToken(err)) return { ok: false };
    throw err;
  }
}
