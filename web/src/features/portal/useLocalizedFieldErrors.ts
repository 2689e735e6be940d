import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { localizeFieldErrors } from "../../i18n/validation";
import type { FieldError } from "../../wasm";
import { useFieldErrors } from "../forms/useFieldErrors";

/** `useFieldErrors` whose messages follow the interface language (see `i18n/validation.ts`). */
export function useLocalizedFieldErrors() {
  const { i18n } = useTranslation();
  const { errors, show, clear } = useFieldErrors();
  const showLocalized = useCallback(
    (list: readonly FieldError[]) => show(localizeFieldErrors(list, i18n.language)),
    [show, i18n.language],
  );
  return { errors, show: showLocalized, clear };
}
