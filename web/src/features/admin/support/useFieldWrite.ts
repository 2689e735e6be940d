import { useCallback, useState } from "react";
import { useFailure } from "../../forms/useWrite";
import { successToast, type SuccessToast } from "../../forms/ruleFormCore";
import { toast } from "../../toasts/store";

export type FieldMessages = Partial<Record<string, string>>;

/**
 * A write whose 400 names fields (`zone`, `week`, `name`, `targets.high.firstResponse`): the
 * messages the screen has a place for go beside their fields, the rest in the error toast.
 */
export function useFieldWrite(has: (field: string) => boolean) {
  const fail = useFailure();
  const [errors, setErrors] = useState<FieldMessages>({});
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async <R>(send: () => Promise<R>, options: { success: SuccessToast<R> | null; failure: string; onSuccess?: (result: R) => void }) => {
      setBusy(true);
      try {
        const result = await send();
        setErrors({});
        successToast(options.success, result);
        options.onSuccess?.(result);
        return true;
      } catch (err) {
        const { fields, message } = fail(err, has);
        const next: FieldMessages = {};
        for (const f of fields) next[f.field] ??= f.message;
        setErrors(next);
        if (message) toast({ status: "error", title: options.failure, description: message });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [fail, has],
  );

  return { run, errors, setErrors, busy };
}
