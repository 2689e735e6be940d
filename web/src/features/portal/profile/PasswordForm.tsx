import { Button, PasswordInput, Stack } from "@mantine/core";
import "@mantine/core/styles/PasswordInput.layer.css";
import "@mantine/core/styles/ActionIcon.layer.css";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLocalizedFieldErrors } from "../useLocalizedFieldErrors";
import { ApiError, changePassword } from "../../../api/client";
import { wasm } from "../../../wasm";
import { toast } from "../../toasts/store";
import { useApiFailure } from "../load";

/** Password change (`PUT /user/password`): this session stays, every other one ends. */
export function PasswordForm() {
  const { t } = useTranslation();
  const failure = useApiFailure();
  const [currentPassword, setCurrent] = useState("");
  const [newPassword, setNew] = useState("");
  const [saving, setSaving] = useState(false);
  const { errors, show, clear } = useLocalizedFieldErrors();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const input = { currentPassword, newPassword };
    const problems = wasm().validatePasswordChange(input);
    if (problems.length > 0) {
      show(problems);
      return;
    }
    setSaving(true);
    try {
      await changePassword(input);
      setCurrent("");
      setNew("");
      toast({ title: t("settings.passwordChanged"), description: t("settings.otherSessionsEnded"), status: "success" });
    } catch (err) {
      // A wrong current password is a 400 on that field, with the server's message.
      if (err instanceof ApiError && err.fields.length > 0) {
        show(err.fields);
        return;
      }
      const message = failure(err);
      if (message) toast({ title: t("settings.passwordNotChanged"), description: message, status: "error" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("settings.password")}>
      <Stack gap="sm" maw={420}>
        <PasswordInput
          label={t("settings.currentPassword")}
          autoComplete="current-password"
          value={currentPassword}
          error={errors.currentPassword}
          aria-invalid={errors.currentPassword !== undefined}
          visibilityToggleButtonProps={{ "aria-label": t("common.showPassword") }}
          onChange={(e) => {
            setCurrent(e.currentTarget.value);
            clear("currentPassword");
          }}
        />
        <PasswordInput
          label={t("settings.newPassword")}
          autoComplete="new-password"
          value={newPassword}
          error={errors.newPassword}
          aria-invalid={errors.newPassword !== undefined}
          visibilityToggleButtonProps={{ "aria-label": t("common.showPassword") }}
          onChange={(e) => {
            setNew(e.currentTarget.value);
            clear("newPassword");
          }}
        />
        <Button type="submit" loading={saving} style={{ alignSelf: "flex-start" }}>
          {t("settings.changePassword")}
        </Button>
      </Stack>
    </form>
  );
}
