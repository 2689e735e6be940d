import { Alert, Button, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageKey } from "../../api/client";
import type { CodeStep } from "./useCodeStep";

/**
 * The code step of the translated screens (/login, /adminLogin, an emailed sign-in link, an
 * accepted invitation): one field for the 6-digit code of the authenticator app or a recovery
 * code (`xxxxx-xxxxx`), so plain text with no pattern; `one-time-code` lets the browser offer a
 * code it received. The field takes the focus when the step opens, its hint and its message are
 * tied to it, and a way back (`backLabel`) leaves the step when there is somewhere to go back to.
 */
export function CodeStepForm({ step, backLabel, onBack }: { step: CodeStep; backLabel?: string; onBack?: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const introId = useId();

  useEffect(() => {
    input.current?.focus();
  }, []);

  // A refused code takes the keyboard back to the field, with its message read out.
  const message = step.errors.code;
  useEffect(() => {
    if (message) input.current?.focus();
  }, [message]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await step.submit(code);
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("auth.codeTitle")} aria-describedby={introId}>
      <Stack gap="md">
        <Text size="sm" id={introId}>
          {t("auth.codeIntro")}
        </Text>
        {step.failure !== null && (
          <Alert color="red" role="alert">
            {t(errorMessageKey(step.failure))}
          </Alert>
        )}
        <TextInput
          ref={input}
          label={t("auth.codeLabel")}
          description={t("auth.codeHint")}
          name="code"
          type="text"
          autoComplete="one-time-code"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          value={code}
          error={message}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            step.clear("code");
          }}
        />
        <Button type="submit" loading={step.submitting}>
          {t("auth.codeSubmit")}
        </Button>
        {onBack && (
          <Button variant="subtle" onClick={onBack}>
            {backLabel ?? t("common.back")}
          </Button>
        )}
      </Stack>
    </form>
  );
}
