import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError, errorMessageKey, isReadOnlyRefusal } from "../../api/client";
import { localizeFieldErrors } from "../../i18n/validation";
import type { FieldError } from "../../wasm";
import { toast } from "../toasts/store";
import { successToast, type SuccessToast } from "./ruleFormCore";

export type { SuccessToast };

/** A failed write, sorted out: the messages that go under fields, and what else to say (null: nothing). */
export interface Failure {
  fields: FieldError[];
  message: string | null;
}

/**
 * What a failed call means for the screen, decided once for forms and buttons alike:
 * - 401: the API layer has already forgotten the token (and sent staff to /adminLogin); a client
 *   goes to the landing page. Nothing else is said.
 * - 403 `read_only` (a staff member's view of a client's portal): the API layer has toasted it.
 * - the server's `fields` (a 400) or `field` (a 409) go under the fields the screen has (`has`),
 *   in the interface language; the rest, and any other failure, become a message.
 */
export function useFailure(): (err: unknown, has?: (field: string) => boolean) => Failure {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    (err: unknown, has: (field: string) => boolean = () => false): Failure => {
      if (err instanceof DOMException && err.name === "AbortError") return { fields: [], message: null };
      if (!(err instanceof ApiError)) {
        console.error(err);
        return { fields: [], message: t("errors.internal") };
      }
      if (err.status === 401) {
        if (err.auth === "client") void navigate("/");
        return { fields: [], message: null };
      }
      // A read-only view's refused write: the API layer has said so already.
      if (isReadOnlyRefusal(err)) return { fields: [], message: null };
      const reported: FieldError[] =
        err.fields.length > 0 ? err.fields : err.field ? [{ field: err.field, code: err.code, message: err.message }] : [];
      const localized = localizeFieldErrors(reported, i18n.language);
      const fields = localized.filter((e) => has(e.field));
      const elsewhere = localized.filter((e) => !has(e.field));
      if (fields.length > 0 && elsewhere.length === 0) return { fields, message: null };
      const message = elsewhere.length > 0 ? [...new Set(elsewhere.map((e) => e.message))].join(" ") : t(errorMessageKey(err));
      return { fields, message };
    },
    [t, i18n.language, navigate],
  );
}

export interface WriteOptions<R> {
  /** Every write says it worked (product.md §8 texts and durations where given); null for none. */
  success: SuccessToast<R> | null;
  /** Title of the error toast, e.g. "Could not delete the team member". */
  failure: string;
  /** After the success toast: re-read the data (a table's `reload`, a route's revalidation), close a dialog. */
  onSuccess?: (result: R) => void | Promise<void>;
}

/**
 * A write that is not a form (a delete, a status switch): runs `send`, then the success toast and
 * `onSuccess`, or the error toast. Resolves to whether it worked; it never throws.
 */
export function useWrite(): <R>(send: () => Promise<R>, options: WriteOptions<R>) => Promise<boolean> {
  const fail = useFailure();
  return useCallback(
    async <R>(send: () => Promise<R>, { success, failure, onSuccess }: WriteOptions<R>) => {
      let result: R;
      try {
        result = await send();
      } catch (err) {
        const { message } = fail(err);
        if (message) toast({ title: failure, description: message, status: "error" });
        return false;
      }
      successToast(success, result);
      await onSuccess?.(result);
      return true;
    },
    [fail],
  );
}
