import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { redirect, useNavigate } from "react-router";
import { ApiError, errorMessageKey, isReadOnlyRefusal } from "../../api/client";
import type { Loaded } from "../data/loaded";

function signedOut(err: unknown): boolean {
  return err instanceof ApiError && err.status === 401;
}

/**
 * Runs one portal fetch inside a loader. A 401 means the session is gone (the API client has
 * already forgotten the token): go to the landing page. Any other failure is logged with `what`
 * (product.md §8) and reported as `{ ok: false }` so the page can say it could not load.
 */
export async function portalFetch<T>(promise: Promise<T>, what: string): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await promise };
  } catch (err) {
    if (signedOut(err)) throw redirect("/");
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    console.error(`Error fetching ${what}:`, err);
    return { ok: false };
  }
}

/**
 * For event handlers: turns a failed call into a message to show, or, when the session is gone,
 * goes to the landing page and returns null (null too for a read-only view's refused write, which
 * the API layer has reported).
 */
export function useApiFailure(): (err: unknown) => string | null {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    (err: unknown) => {
      if (signedOut(err)) {
        void navigate("/");
        return null;
      }
      // A read-only view's refused write: the API layer has said so already.
      if (isReadOnlyRefusal(err)) return null;
      return t(errorMessageKey(err));
    },
    [navigate, t],
  );
}
