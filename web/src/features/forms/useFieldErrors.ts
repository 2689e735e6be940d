import { useCallback, useState } from "react";
import type { FieldError } from "../../wasm";

export type FieldErrors = Partial<Record<string, string>>;

/**
 * Holds the messages the WASM validators (or the server's `fields`) returned, first one per field.
 * The messages are shown as given: no rule or wording lives in TypeScript.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});

  const show = useCallback((list: readonly FieldError[]) => {
    const next: FieldErrors = {};
    for (const e of list) next[e.field] ??= e.message;
    setErrors(next);
  }, []);

  const clear = useCallback((field: string) => {
    setErrors((prev) => {
      if (prev[field] === undefined) return prev;
      const next = { ...prev };
      delete next[field];
      return next;
    });
  }, []);

  return { errors, show, clear };
}
