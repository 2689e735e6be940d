import { TextInput } from "@mantine/core";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import type { RuleForm, TextField } from "../forms/useRuleForm";

/**
 * The one code field of the panel's forms: the app's 6 digits only (`appOnly`: confirming a setup)
 * or a recovery code too (new recovery codes, turning off), so plain text with no pattern unless
 * only digits are wanted. The label and hint say which.
 */
export function CodeField<V extends { code: string }>({
  form,
  appOnly = false,
  ref,
}: {
  form: RuleForm<V>;
  appOnly?: boolean;
  ref?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      ref={ref}
      label={appOnly ? t("twoFactor.appCode") : t("auth.codeLabel")}
      description={appOnly ? t("twoFactor.appCodeHint") : t("auth.codeHint")}
      type="text"
      inputMode={appOnly ? "numeric" : undefined}
      autoComplete="one-time-code"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      required
      maw={320}
      {...form.input("code" as TextField<V>)}
    />
  );
}
