import { Alert, Button, Center, Group, Stack, Text, TextInput } from "@mantine/core";
import "@mantine/core/styles/Center.layer.css";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { acceptInvitation, invitation, isInvalidToken, type InvitationView } from "../../api/account";
import { errorMessageKey, type SignInAnswer } from "../../api/client";
import { localizeFieldErrors } from "../../i18n/validation";
import { CodeStepForm } from "../auth/CodeStepForm";
import { useCodeStep } from "../auth/useCodeStep";
import { Busy } from "../data/Busy";
import { useRecord } from "../data/useRecord";
import { useRuleForm } from "../forms/useRuleForm";
import { AccountPage, FailedOutcome, Outcome } from "./AccountPage";
import { spendToken, type TokenOutcome } from "./linkToken";
import { NewPasswordFields } from "./NewPasswordFields";
import { newPasswordRule, tokenLooksValid, type NewPasswordValues } from "./passwordRule";
import { useStartSession } from "./useStartSession";

/**
 * `/invitation#<token>`: who is invited (opening it spends nothing), then their password, typed
 * twice. Success signs them in as a sign-in does and opens the dashboard (the console for staff);
 * an account with two-factor on is asked for a code first.
 */
export function InvitationScreen({ token }: { token: string }) {
  return tokenLooksValid(token) ? <LoadedInvitation token={token} /> : <Invalid />;
}

function Invalid() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t("account.invitationHeading")}>
      <Outcome kind="error" title={t("account.linkInvalidTitle")}>
        {t("account.invitationInvalid")}
      </Outcome>
    </AccountPage>
  );
}

function LoadedInvitation({ token }: { token: string }) {
  const { t } = useTranslation();
  const record = useRecord((signal) => invitation(token, signal), token);
  const [spent, setSpent] = useState(false);

  if (spent || (record.error && isInvalidToken(record.error))) return <Invalid />;
  if (!record.data) {
    return (
      <AccountPage title={t("account.invitationHeading")}>
        {record.error ? (
          <Alert color="red" variant="light" role="alert">
            <Group justify="space-between" gap="sm">
              <Text size="sm">{t("account.invitationLoadFailed", { message: t(errorMessageKey(record.error)) })}</Text>
              <Button size="compact-sm" variant="white" color="red.9" loading={record.loading} onClick={record.reload}>
                {t("common.retry")}
              </Button>
            </Group>
          </Alert>
        ) : (
          <Center py="lg">
            <Busy />
          </Center>
        )}
      </AccountPage>
    );
  }
  return <AcceptForm token={token} invited={record.data} onInvalid={() => setSpent(true)} />;
}

function AcceptForm({ token, invited, onInvalid }: { token: string; invited: InvitationView; onInvalid(): void }) {
  const { t, i18n } = useTranslation();
  const signIn = useStartSession();
  const step = useCodeStep({ onSignedIn: signIn, localize: (list) => localizeFieldErrors(list, i18n.language) });
  const form = useRuleForm<NewPasswordValues, TokenOutcome<SignInAnswer>>({
    initial: { password: "", confirm: "" },
    rule: (v) => newPasswordRule(token, v, t("account.passwordsDiffer")),
    submit: ({ password }) => spendToken(() => acceptInvitation({ token, password })),
    success: null,
    failure: t("account.invitationFailed"),
    onSuccess: async (outcome) => {
      if (!outcome.ok) {
        onInvalid();
        return;
      }
      await step.answer(outcome.value);
    },
  });

  if (step.challenge !== null || step.expired) {
    return (
      <AccountPage title={t("account.invitationTitle", { name: invited.name })}>
        {step.challenge !== null ? (
          <CodeStepForm step={step} />
        ) : (
          <FailedOutcome title={t("account.codeExpiredTitle")} to="/login" linkLabel={t("account.goToLogin")}>
            {/* The password is set: only the session is missing. */}
            {t("account.codeExpiredPassword")}
          </FailedOutcome>
        )}
      </AccountPage>
    );
  }

  return (
    <AccountPage title={t("account.invitationTitle", { name: invited.name })}>
      <form {...form.formProps} aria-label={t("account.invitationTitle", { name: invited.name })}>
        <Stack gap="md">
          <Text size="sm">{t("account.invitationIntro")}</Text>
          {/* Read-only, and named `username`, so a password manager files the new password under it. */}
          <TextInput label={t("common.email")} value={invited.email} readOnly autoComplete="username" name="username" />
          <NewPasswordFields form={form} />
          <Button type="submit" loading={form.submitting}>
            {t("account.acceptInvitation")}
          </Button>
        </Stack>
      </form>
    </AccountPage>
  );
}
