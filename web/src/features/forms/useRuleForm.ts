import { useTranslation } from "react-i18next";
import { localizeFieldErrors } from "../../i18n/validation";
import { useRuleFormIn, type RuleForm, type RuleFormOptions } from "./ruleFormCore";
import { useFailure } from "./useWrite";

export type { FlagField, RuleForm, RuleFormOptions, TextField } from "./ruleFormCore";

/** The one form pattern (see `useRuleFormIn`), its messages in the interface language. */
export function useRuleForm<V extends Record<string, unknown>, R = unknown>(options: RuleFormOptions<V, R>): RuleForm<V> {
  const { i18n } = useTranslation();
  const fail = useFailure();
  return useRuleFormIn(options, { localize: (errors) => localizeFieldErrors(errors, i18n.language), fail });
}
