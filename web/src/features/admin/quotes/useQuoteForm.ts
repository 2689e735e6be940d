import { useState } from "react";
import { useTranslation } from "react-i18next";
import { localizeFieldErrors } from "../../../i18n/validation";
import { useRuleFormIn, type RuleFormOptions } from "../../forms/ruleFormCore";
import type { FieldErrors } from "../../forms/useFieldErrors";
import { useFailure } from "../../forms/useWrite";
import type { QuoteDraft } from "./draft";

/** The fields the editor shows a message next to: the quote's own and each line's and milestone's. */
const SHOWN = /^(project|kind|title|currency|validUntil|terms|rule|lines|milestones)(\.\d+\.\w+)?$/;

export function shownField(field: string): boolean {
  return SHOWN.test(field);
}

/**
 * The one form pattern (`useRuleFormIn`) over a quote whose lines and milestones are rows: the
 * shared rule's messages (and the server's) name nested fields (`lines.1.taxRate`) and show next
 * to them. A row's message clears once that field is edited; adding or removing a row clears the
 * rows' messages (their positions have moved).
 */
export function useQuoteForm<R>(options: RuleFormOptions<QuoteDraft, R>) {
  const { i18n } = useTranslation();
  const fail = useFailure();
  const form = useRuleFormIn(options, {
    localize: (errors) => localizeFieldErrors(errors, i18n.language),
    fail: (err) => fail(err, shownField),
  });
  const [edited, setEdited] = useState<{ of: FieldErrors; keys: ReadonlySet<string> }>({ of: form.errors, keys: new Set() });
  const current = edited.of === form.errors ? edited.keys : new Set<string>();

  /** The message next to `field`, unless it was edited since. */
  const errorOf = (field: string): string | undefined => (current.has(field) ? undefined : form.errors[field]);
  const hide = (fields: string[]) => setEdited({ of: form.errors, keys: new Set([...current, ...fields]) });

  return {
    form,
    errorOf,
    /** A row's value changed: its message goes. */
    touched: (field: string) => hide([field]),
    /** Rows were added or removed: every row's message goes. */
    rowsMoved: () => hide(Object.keys(form.errors).filter((f) => f.includes("."))),
  };
}
