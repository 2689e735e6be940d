import { Anchor, Group, Stack } from "@mantine/core";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { localizeFieldErrors } from "../../i18n/validation";
import { AccountPage, Outcome } from "../account/AccountPage";
import { useStartSession } from "../account/useStartSession";
import { CodeStepForm } from "../auth/CodeStepForm";
import { useCodeStep } from "../auth/useCodeStep";
import { Busy } from "../data/Busy";
import { toast } from "../toasts/store";
import { forgetAttempt, readAttempt, returnPath, signInPath, type OidcAttempt, type OidcFrom } from "./attempt";
import { finishCallback, type CallbackFailure } from "./callback";

/**
 * `/auth/oidc/callback`: where the identity provider sends the browser back. The attempt this tab
 * kept is read and removed at once (a binding serves one callback), then the provider's answer is
 * posted back. Signing in continues exactly as an emailed link does (`useStartSession`: the session
 * kept, the dashboard or the console; the code step first when the account has two-factor on);
 * linking goes back where it started with a toast. Anything else is a page that says why, with the
 * way back: the message takes the focus.
 */
export function OidcCallbackScreen({ search }: { search: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const startSession = useStartSession({ replace: true });
  const step = useCodeStep({ onSignedIn: startSession, localize: (list) => localizeFieldErrors(list, i18n.language) });
  const [attempt] = useState<OidcAttempt | null>(readAttempt);
  const [failure, setFailure] = useState<CallbackFailure | null>(null);
  const started = useRef(false);

  const finish = useEffectEvent(async () => {
    const result = await finishCallback(search, attempt);
    if (result.kind === "failed") {
      setFailure(result.failure);
      return;
    }
    try {
      if (result.kind === "linked") {
        const name = result.attempt.provider ?? t("oidc.providerFallback");
        toast({ title: t("oidc.linked", { name }), status: "success" });
        await navigate(returnPath(result.attempt), { replace: true });
        return;
      }
      await step.answer(result.answer);
    } catch (err) {
      console.error(err); // the session could not be kept (storage disabled)
      setFailure({ reason: "server", code: "internal", status: 0 });
    }
  });

  // Once, even if the effect runs twice: the provider's code and the binding serve one call.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    forgetAttempt();
    void finish();
  }, []);

  const linking = attempt?.purpose === "link";
  const from = attempt?.from ?? null;

  if (step.challenge !== null) {
    return (
      <AccountPage title={t("auth.codeTitle")}>
        <CodeStepForm step={step} backLabel={t(backLabelKey(from ?? "client"))} onBack={() => void navigate(signInPath(from ?? "client"))} />
      </AccountPage>
    );
  }
  if (step.expired) {
    return (
      <AccountPage title={t("account.codeExpiredTitle")}>
        <Stack gap="md">
          <Outcome kind="error">{t("oidc.codeExpired")}</Outcome>
          <WayBack from={from} />
        </Stack>
      </AccountPage>
    );
  }
  if (failure !== null) {
    const signedOut = failure.reason === "server" && failure.status === 401;
    return (
      <AccountPage title={linking ? t("oidc.linkFailedTitle") : t("oidc.signInFailedTitle")}>
        <Stack gap="md">
          <Outcome kind="error">{t(failureKey(failure))}</Outcome>
          {linking && attempt && !signedOut ? (
            <Anchor component={Link} to={returnPath(attempt)}>
              {t("oidc.backToSettings")}
            </Anchor>
          ) : (
            <WayBack from={from} />
          )}
        </Stack>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={linking ? t("oidc.linkingTitle") : t("oidc.signingInTitle")}>
      <Busy size="sm" label={t("oidc.working")} />
    </AccountPage>
  );
}

function backLabelKey(from: OidcFrom) {
  return from === "staff" ? ("account.backToStaffLogin" as const) : ("account.backToLogin" as const);
}

/** The message of a failure: `errors.<code>` for our server's refusals, and the attempt's own words otherwise. */
export function failureKey(failure: CallbackFailure) {
  switch (failure.reason) {
    case "cancelled":
      return "oidc.cancelled" as const;
    case "provider":
      return "oidc.providerError" as const;
    case "expired":
      return "errors.oidc_attempt_invalid" as const;
    case "server":
      return `errors.${failure.code}` as const;
  }
}

/** Back to the sign-in of the side that started; both sign-ins when this tab kept no attempt. */
function WayBack({ from }: { from: OidcFrom | null }) {
  const { t } = useTranslation();
  if (from !== null) {
    return (
      <Anchor component={Link} to={signInPath(from)}>
        {t(backLabelKey(from))}
      </Anchor>
    );
  }
  return (
    <Group gap="lg">
      <Anchor component={Link} to={signInPath("client")}>
        {t("account.backToLogin")}
      </Anchor>
      <Anchor component={Link} to={signInPath("staff")}>
        {t("account.backToStaffLogin")}
      </Anchor>
    </Group>
  );
}
