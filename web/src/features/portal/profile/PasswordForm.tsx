import { Button, PasswordInput, Stack } from "@mantine/core";
import "@mantine/core/styles/PasswordInput.layer.css";
import "@mantine/core/styles/ActionIcon.layer.css";
import { useTranslation } from "react-i18next";
import { changePassword } from "../../../api/client";
import { wasm } from "../../../wasm";
import { useRuleForm } from "../../forms/useRuleForm";

/** Password change (`PUT /user/password`): this session stays, every other one ends. */
export function PasswordForm() {
  const { t } = useTranslation();
  // A wrong current password is a 400 on that field, with the server's message: shown under it.
  const form = useRuleForm({
    initial: { currentPassword: "", newPassword: "" },
    rule: (v) => wasm().validatePasswordChange(v),
    submit: changePassword,
    success: { title: t("settings.passwordChanged"), description: t("settings.otherSessionsEnded") },
    failure: t("settings.passwordNotChanged"),
    resetOnSuccess: true,
  });

  return (
    <form {...form.formProps} aria-label={t("settings.password")}>
      <Stack gap="sm" maw={420}>
        <PasswordInput
          label={t("settings.currentPassword")}
          autoComplete="current-password"
          visibilityToggleButtonProps={{ "aria-label": t("common.showPassword") }}
          {...form.input("currentPassword")}
        />
        <PasswordInput
          label={t("settings.newPassword")}
          autoComplete="new-password"
          visibilityToggleButtonProps={{ "aria-label": t("common.showPassword") }}
          {...form.input("newPassword")}
        />
        <Button type="submit" loading={form.submitting} style={{ alignSelf: "flex-start" }}>
          {t("settings.changePassword")}
        </Button>
      </Stack>
    </form>
  );
}
