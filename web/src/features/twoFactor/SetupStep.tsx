import { Button, Center, Code, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import "@mantine/core/styles/Code.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import { useClipboard } from "@mantine/hooks";
import { lazy, Suspense, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { SignedAuth } from "../../api/account";
import { confirmTwoFactor, type RecoveryCodes, type TwoFactorSetup } from "../../api/two-factor";
import { wasm } from "../../wasm";
import { Busy } from "../data/Busy";
import { InlineFormButtons } from "../forms/FormButtons";
import { useRuleForm } from "../forms/useRuleForm";
import { CodeField } from "./CodeField";
import { groupSecret } from "./format";

// The encoder stays out of every other chunk: only this step draws a QR code.
const QrCode = lazy(() => import("./QrCode"));

/**
 * Setting up the app: the QR code of `otpauthUrl`, the same key as text (grouped, with Copy) for
 * people who type it, and the first code the app shows, which turns two-factor on. The heading
 * takes the focus when the step opens, so a screen reader starts at the instructions.
 */
export function SetupStep({
  auth,
  setup,
  onConfirmed,
  onCancel,
}: {
  auth: SignedAuth;
  setup: TwoFactorSetup;
  onConfirmed(codes: RecoveryCodes): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const clipboard = useClipboard({ timeout: 3000 });
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRuleForm<{ code: string }, RecoveryCodes>({
    initial: { code: "" },
    rule: (v) => wasm().validateTotpCode(v),
    submit: (v) => confirmTwoFactor(v, auth),
    success: { title: t("twoFactor.turnedOn") },
    failure: t("twoFactor.confirmFailed"),
    onSuccess: onConfirmed,
  });

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <Stack gap="md">
      <Title order={3} size="h4" ref={heading} tabIndex={-1}>
        {t("twoFactor.setupTitle")}
      </Title>
      <Text size="sm">{t("twoFactor.scanStep")}</Text>
      <Suspense
        fallback={
          <Center w={192} h={192}>
            <Busy label={t("twoFactor.qrLoading")} />
          </Center>
        }
      >
        <QrCode text={setup.otpauthUrl} label={t("twoFactor.qrLabel")} />
      </Suspense>
      <div>
        <Text size="sm">{t("twoFactor.keyStep")}</Text>
        <Group gap="sm" mt={6} align="center">
          <Code fz="md" className="two-factor-key">
            {groupSecret(setup.secret)}
          </Code>
          <Button size="compact-sm" variant="light" onClick={() => clipboard.copy(setup.secret)}>
            {clipboard.copied ? t("twoFactor.copied") : t("twoFactor.copyKey")}
          </Button>
        </Group>
        <VisuallyHidden role="status">{clipboard.copied ? t("twoFactor.keyCopied") : ""}</VisuallyHidden>
      </div>
      <form {...form.formProps} aria-label={t("twoFactor.setupTitle")}>
        <Stack gap="sm">
          <Text size="sm">{t("twoFactor.confirmStep")}</Text>
          <CodeField form={form} appOnly />
          <InlineFormButtons submitLabel={t("twoFactor.turnOn")} submitting={form.submitting} onCancel={onCancel} />
        </Stack>
      </form>
    </Stack>
  );
}
