import { useState } from "react";
import { useNavigate } from "react-router";
import { isThrottled } from "../../api/account";
import { adminLogin, ApiError, login, type LoginInput, type LoginResponse } from "../../api/client";
import { CONSTANTS } from "../../wasm/constants";
import { loadWasm, type FieldError } from "../../wasm";
import { useFieldErrors } from "../forms/useFieldErrors";
import { toast } from "../toasts/store";
import { storeToken } from "./session";
import { useCodeStep } from "./useCodeStep";

/** The words the sign-in flow shows; the catalogue's `auth.*` keys. */
export type LoginTextKey =
  | "welcomeTitle"
  | "loginFailedTitle"
  | "loginFailedDescription"
  | "loginFailedPage"
  | "adminLoginFailed";

export interface LoginText {
  auth(key: LoginTextKey): string;
  /** The message for a failure that is not about the credentials (network, rate limit...). */
  error(err: unknown): string;
}

interface Options {
  role: "client" | "admin";
  /** The modal reports failures with a toast only; a page also keeps a message on screen. */
  variant: "modal" | "page";
  text: LoginText;
  onSuccess?: () => void;
  /** The code step's field messages in the interface language (translated screens only). */
  localize?: (errors: readonly FieldError[]) => FieldError[];
}

/**
 * Sign-in (product.md §4, §5, §8): the shared rules (WASM `validateLogin`) run first and no request
 * is sent while they complain; success stores the token and goes to /projects (clients, with the
 * welcome toast) or /admin; failure keeps the form, with the 'Login Failed' toast for clients.
 * `throttled` says the last refusal was for too many attempts (see `useSignInLink`). An account
 * with two-factor on answers a challenge instead of a session: `code` is then the code step (see
 * `useCodeStep`), and a right code continues exactly as a right password did.
 */
export function useLogin({ role, variant, text, onSuccess, localize }: Options) {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Too many attempts (429): the forms then offer a one-time sign-in link instead.
  const [throttled, setThrottled] = useState(false);
  const fieldErrors = useFieldErrors();
  const { show } = fieldErrors;

  /** A session: kept, and the person goes where a sign-in leads. */
  async function signedIn({ token, setupRequired }: LoginResponse): Promise<void> {
    if (role === "admin") {
      await storeToken("admin", token, { setupOnly: setupRequired === true });
      onSuccess?.();
      await navigate("/admin");
      return;
    }
    await storeToken("client", token);
    toast({ title: text.auth("welcomeTitle"), status: "success", durationMs: CONSTANTS.toastLongMs });
    onSuccess?.();
    await navigate("/projects");
  }
  const code = useCodeStep({ onSignedIn: signedIn, localize });

  async function submit(input: LoginInput): Promise<void> {
    if (submitting) return;
    const w = await loadWasm();
    const problems = w.validateLogin(input);
    if (problems.length > 0) {
      show(problems);
      return;
    }
    const longMs = CONSTANTS.toastLongMs;
    setSubmitting(true);
    setFailure(null);
    setThrottled(false);
    code.clearExpired();
    try {
      await code.answer(await (role === "admin" ? adminLogin(input) : login(input)));
    } catch (err) {
      if (err instanceof ApiError && err.fields.length > 0) show(err.fields);
      setThrottled(isThrottled(err));
      const credentials = err instanceof ApiError && (err.status === 400 || err.status === 401);
      const description = credentials ? text.auth("loginFailedDescription") : text.error(err);
      if (role === "admin") {
        setFailure(credentials ? text.auth("adminLoginFailed") : description);
        return;
      }
      toast({ title: text.auth("loginFailedTitle"), description, status: "error", durationMs: longMs });
      if (variant === "page") setFailure(credentials ? text.auth("loginFailedPage") : description);
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, submitting, failure, throttled, code, ...fieldErrors };
}
