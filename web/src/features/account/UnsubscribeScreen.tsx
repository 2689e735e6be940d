import { Alert, Button, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { unsubscribe } from "../../api/account";
import { useFailure } from "../forms/useWrite";
import { AccountPage, Outcome } from "./AccountPage";
import { spendToken } from "./linkToken";

/**
 * `/unsubscribe#<token>`: stops one kind of notification mail, on a press of Unsubscribe (mail
 * scanners open links before people do). Turned back on from the profile's email notifications.
 */
export function UnsubscribeScreen({ token }: { token: string }) {
  const { t } = useTranslation();
  const fail = useFailure();
  const [state, setState] = useState<"ready" | "busy" | "done" | "invalid">(token === "" ? "invalid" : "ready");
  const [error, setError] = useState<string | null>(null);

  async function onUnsubscribe() {
    if (state === "busy") return;
    setState("busy");
    setError(null);
    try {
      const outcome = await spendToken(() => unsubscribe(token));
      setState(outcome.ok ? "done" : "invalid");
    } catch (err) {
      setError(fail(err).message);
      setState("ready");
    }
  }

  let body;
  if (state === "done") body = <Outcome kind="success">{t("account.unsubscribed")}</Outcome>;
  else if (state === "invalid")
    body = (
      <Outcome kind="error" title={t("account.linkInvalidTitle")}>
        {t("account.unsubscribeInvalid")}
      </Outcome>
    );
  else
    body = (
      <Stack gap="md">
        <Text size="sm">{t("account.unsubscribeIntro")}</Text>
        {error && (
          <Alert color="red" variant="light" role="alert" title={t("account.unsubscribeFailed")}>
            {error}
          </Alert>
        )}
        <Button loading={state === "busy"} onClick={() => void onUnsubscribe()} style={{ alignSelf: "flex-start" }}>
          {t("account.unsubscribeButton")}
        </Button>
      </Stack>
    );

  return <AccountPage title={t("account.unsubscribeTitle")}>{body}</AccountPage>;
}
