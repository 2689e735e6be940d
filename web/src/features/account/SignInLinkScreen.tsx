import { Alert, Button, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { linkSignIn, signInLinkAccount } from "../../api/account";
import { localizeFieldErrors } from "../../i18n/validation";
import { CodeStepForm } from "../auth/CodeStepForm";
import { useCodeStep } from "../auth/useCodeStep";
import { useFailure } from "../forms/useWrite";
import { AccountPage, FailedOutcome } from "./AccountPage";
import { spendToken } from "./linkToken";
import { useStartSession } from "./useStartSession";

/**
 * `/signInLink#<token>`: the one-time sign-in. The page first says whose account the link opens
 * (someone could send a link to their own account, to have you work in it unknowingly), and the
 * token is spent on a press of Sign in, never on load: mail scanners open links before people do. Staff go to the console, clients to the dashboard.
 * An account with two-factor on is asked for a code first; if that takes too long, the link is
 * spent and the page leads to the password sign-in.
 */
export function SignInLinkScreen({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const signIn = useStartSession();
  const step = useCodeStep({ onSignedIn: signIn, localize: (list) => localizeFieldErrors(list, i18n.language) });
  const fail = useFailure();
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(token === "");
  const [error, setError] = useState<string | null>(null);
  const [account, setAccount] = useState<{ name: string; email: string } | null>(null);

  useEffect(() => {
    if (token === "") return;
    const abort = new AbortController();
    spendToken(() => signInLinkAccount(token, abort.signal))
      .then((outcome) => {
        if (outcome.ok) setAccount(outcome.value);
        else setInvalid(true);
      })
      .catch((err: unknown) => {
        if (!abort.signal.aborted) setError(fail(err).message);
      });
    return () => abort.abort();
  }, [token, fail]);

  async function onSignIn() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const outcome = await spendToken(() => linkSignIn(token));
      if (!outcome.ok) {
        setInvalid(true);
        return;
      }
      await step.answer(outcome.value);
    } catch (err) {
      setError(fail(err).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountPage title={t("account.signInLinkTitle")}>
      {step.challenge !== null ? (
        <CodeStepForm step={step} />
      ) : step.expired ? (
        <FailedOutcome title={t("account.codeExpiredTitle")} to="/login" linkLabel={t("account.goToLogin")}>
          {t("account.codeExpiredLink")}
        </FailedOutcome>
      ) : invalid ? (
        <FailedOutcome title={t("account.linkInvalidTitle")} to="/login" linkLabel={t("account.goToLogin")}>
          {t("account.signInLinkInvalid")}
        </FailedOutcome>
      ) : (
        <Stack gap="md">
          <Text size="sm">{t("account.signInLinkIntro")}</Text>
          {account && (
            <Text size="sm" fw={600}>
              {t("account.signInLinkWhose", { name: account.name, email: account.email })}
            </Text>
          )}
          {error && (
            <Alert color="red" variant="light" role="alert" title={t("account.signInFailed")}>
              {error}
            </Alert>
          )}
          <Button loading={busy} disabled={account === null} onClick={() => void onSignIn()}>
            {t("account.signIn")}
          </Button>
        </Stack>
      )}
    </AccountPage>
  );
}
