import { Stack, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { SignedAuth } from "../../api/account";
import { disableTwoFactor, newRecoveryCodes, type RecoveryCodes } from "../../api/two-factor";
import { wasm } from "../../wasm";
import { InlineFormButtons } from "../forms/FormButtons";
import { useRuleForm } from "../forms/useRuleForm";
import { CodeField } from "./CodeField";

/**
 * A change that proves the second factor first (a code from the app or a recovery code):
 * `codes`, ten new recovery codes (the old ones stop working); `off`, turning two-factor off.
 * The field takes the focus when the form opens.
 */
export function ProveForm({
  auth,
  purpose,
  onDone,
  onCancel,
}: {
  auth: SignedAuth;
  purpose: "codes" | "off";
  onDone(codes: RecoveryCodes | null): void | Promise<void>;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  const off = purpose === "off";
  const form = useRuleForm<{ code: string }, RecoveryCodes | null>({
    initial: { code: "" },
    rule: (v) => wasm().validateSecondFactor(v),
    submit: async (v) => {
      if (!off) return newRecoveryCodes(v, auth);
      await disableTwoFactor(v, auth);
      return null;
    },
    success: { title: off ? t("twoFactor.turnedOff") : t("twoFactor.newCodesDone") },
    failure: off ? t("twoFactor.turnOffFailed") : t("twoFactor.newCodesFailed"),
    onSuccess: onDone,
  });

  useEffect(() => {
    field.current?.focus();
  }, []);

  const title = off ? t("twoFactor.turnOff") : t("twoFactor.newCodes");
  return (
    <form {...form.formProps} aria-label={title}>
      <Stack gap="sm">
        <Text size="sm">{off ? t("twoFactor.turnOffIntro") : t("twoFactor.newCodesIntro")}</Text>
        <CodeField form={form} ref={field} />
        <InlineFormButtons
          submitLabel={off ? t("twoFactor.turnOffSubmit") : t("twoFactor.newCodesSubmit")}
          danger={off}
          submitting={form.submitting}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
