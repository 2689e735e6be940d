import { useState } from "react";
import { useNavigate } from "react-router";
import { isThrottled } from "../../api/account";
import { adminLogin, ApiError, login, type LoginInput } from "../../api/client";
import { CONSTANTS } from "../../wasm/constants";
import { loadWasm } from "../../wasm";
import { useFieldErrors } from "../forms/useFieldErrors";
import { toast } from "../toasts/store";
import { storeToken } from "./session";

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
}

/**
 * Sign-in (spec sections 4, 5, 8): the shared rules (WASM `validateLogin`) run first and no request
 * is sent while they complain; success stores the token and goes to /projects (clients, with the
 * welcome toast) or /admin; failure keeps the form, with the 'Login Failed' toast for clients.
 * `throttled` says the last refusal was for too many attempts (see `useSignInLink`).
 */
export function useLogin({ role, variant, text, onSuccess }: Options) {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Too many attempts (429): the forms then offer a one-time sign-in link instead.
  const [throttled, setThrottled] = useState(false);
  const fieldErrors = useFieldErrors();
  const { show } = fieldErrors;

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
    try {
      if (role === "admin") {
        const { token } = await adminLogin(input);
        await storeToken("admin", token);
        onSuccess?.();
        await navigate("/admin");
        return;
      }
      const { token } = await login(input);
      await storeToken("client", token);
      toast({ title: text.auth("welcomeTitle"), status: "success", durationMs: longMs });
      onSuccess?.();
      await navigate("/projects");
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

  return { submit, submitting, failure, throttled, ...fieldErrors };
}
