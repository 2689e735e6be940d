import { Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { forgotPassword } from "../../api/account";
import { wasm } from "../../wasm";
import { useRuleForm } from "../forms/useRuleForm";
import { AccountPage, Outcome } from "./AccountPage";

/**
 * "Forgot password?" (`/forgotPassword`, `?staff=1` from the staff sign-in): one address, then the
 * same answer whether or not an account uses it, so the page tells nobody which addresses have one.
 */
export function ForgotPasswordScreen({ staff = false }: { staff?: boolean }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const form = useRuleForm({
    initial: { email: "" },
    rule: (v) => wasm().validateAccountEmail(v),
    submit: ({ email }) => forgotPassword(email),
    success: null,
    failure: t("account.forgotFailed"),
    onSuccess: () => setSent(true),
  });

  const back = (
    <Anchor component={Link} to={staff ? "/adminLogin" : "/login"} size="sm">
      {t(staff ? "account.backToStaffLogin" : "account.backToLogin")}
    </Anchor>
  );

  return (
    <AccountPage title={t("account.forgotTitle")}>
      {sent ? (
        <Stack gap="md">
          <Outcome kind="success">{t("account.forgotSent")}</Outcome>
          {back}
        </Stack>
      ) : (
        <form {...form.formProps} aria-label={t("account.forgotTitle")}>
          <Stack gap="md">
            <Text size="sm">{t("account.forgotIntro")}</Text>
            <TextInput label={t("common.email")} type="email" autoComplete="email" required {...form.input("email")} />
            <Button type="submit" loading={form.submitting}>
              {t("account.sendLink")}
            </Button>
            {back}
          </Stack>
        </form>
      )}
    </AccountPage>
  );
}
