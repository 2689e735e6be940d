import { Alert, Button, Stack, Text, TextInput } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageKey } from "../../api/client";
import { useCodeField } from "./useCodeField";
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
  const field = useCodeField(step);
  const introId = useId();

  return (
    <form onSubmit={field.onSubmit} noValidate aria-label={t("auth.codeTitle")} aria-describedby={introId}>
      <Stack gap="md">
        <Text size="sm" id={introId}>
          {t("auth.codeIntro")}
        </Text>
        {step.failure !== null && (
          <Alert color="red" role="alert">
            {t(errorMessageKey(step.failure))}
          </Alert>
        )}
        <TextInput label={t("auth.codeLabel")} description={t("auth.codeHint")} {...field.input} />
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
