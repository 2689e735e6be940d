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
  return (
    <>
      <PasswordInput
        label={t("account.newPassword")}
        autoComplete="new-password"
        required
        visibilityToggleButtonProps={toggle}
        {...form.input("password")}
      />
      <PasswordInput
        label={t("account.confirmPassword")}
        autoComplete="new-password"
        required
        visibilityToggleButtonProps={toggle}
        {...form.input("confirm")}
      />
    </>
  );
}
