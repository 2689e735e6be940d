import { PasswordInput } from "@mantine/core";
import "@mantine/core/styles/ActionIcon.layer.css";
import "@mantine/core/styles/PasswordInput.layer.css";
import { useTranslation } from "react-i18next";
import type { RuleForm } from "../forms/useRuleForm";
import type { NewPasswordValues } from "./passwordRule";

/** New password and its confirmation (their messages under each, from `newPasswordRule` or the server). */
export function NewPasswordFields({ form }: { form: RuleForm<NewPasswordValues> }) {
  const { t } = useTranslation();
  const toggle = { "aria-label": t("common.showPassword") };
  const fields = [
    ["password", t("account.newPassword")],
    ["confirm", t("account.confirmPassword")],
  ] as const;
  return (
    <>
      {fields.map(([field, label]) => (
        <PasswordInput
          key={field}
          label={label}
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={toggle}
          {...form.input(field)}
        />
      ))}
    </>
  );
}
