import { Button, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { resetPassword, type ResetDone } from "../../api/account";
import { useRuleForm } from "../forms/useRuleForm";
import { AccountPage, FailedOutcome, Outcome } from "./AccountPage";
import { spendToken, type TokenOutcome } from "./linkToken";
import { NewPasswordFields } from "./NewPasswordFields";
import { newPasswordRule, tokenLooksValid, type NewPasswordValues } from "./passwordRule";

/**
 * `/resetPassword#<token>`: a new password, typed twice. Success signs nobody in: it points to the
 * sign-in of the account's kind. A link that no longer works says so and offers a new one.
 */
export function ResetPasswordScreen({ token }: { token: string }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<TokenOutcome<ResetDone> | null>(() => (tokenLooksValid(token) ? null : { ok: false }));
  const form = useRuleForm<NewPasswordValues, TokenOutcome<ResetDone>>({
    initial: { password: "", confirm: "" },
    rule: (v) => newPasswordRule(token, v, t("account.passwordsDiffer")),
    submit: ({ password }) => spendToken(() => resetPassword({ token, password })),
    success: null,
    failure: t("account.resetFailed"),
    onSuccess: setOutcome,
  });

  let body;
  if (outcome?.ok) {
    body = (
      <Stack gap="md">
        <Outcome kind="success">{t("account.resetDone")}</Outcome>
        <Button component={Link} to={outcome.value.role === "admin" ? "/adminLogin" : "/login"} style={{ alignSelf: "flex-start" }}>
          {t("account.signIn")}
        </Button>
      </Stack>
    );
  } else if (outcome) {
    body = (
      <FailedOutcome title={t("account.linkInvalidTitle")} to="/forgotPassword" linkLabel={t("account.requestNewLink")}>
        {t("account.resetLinkInvalid")}
      </FailedOutcome>
    );
  } else {
    body = (
      <form {...form.formProps} aria-label={t("account.resetTitle")}>
        <Stack gap="md">
          <NewPasswordFields form={form} />
          <Button type="submit" loading={form.submitting}>
            {t("account.savePassword")}
          </Button>
        </Stack>
      </form>
    );
  }

  return <AccountPage title={t("account.resetTitle")}>{body}</AccountPage>;
}
