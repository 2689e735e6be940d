import { Button, Group, NativeSelect, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { SignedAuth } from "../../../api/account";
import { createApiToken, type NewApiToken } from "../../../api/integrations";
import { FormStack } from "../../forms/FormStack";
import { useRuleForm } from "../../forms/useRuleForm";

/** How long a new token may live: the choices offered (the server's rule decides what it takes). */
const LIFETIMES = ["30", "90", "365"] as const;

type Values = {
  name: string;
  scope: string;
  expiresInDays: string;
};

const NEW: Values = { name: "", scope: "read", expiresInDays: "90" };

/**
 * A new personal API token: its name, what it may do (read only by default: the smaller power),
 * how long it lives. What was chosen is sent as it is: the server checks it (shared's rule, then the
 * live tokens' limit) and its 400 / 409 field errors land under the same fields. The answer
 * carries the secret, which `onCreated` shows once.
 */
export function NewTokenForm({ auth, labelledBy, onCreated }: { auth: SignedAuth; labelledBy: string; onCreated(made: NewApiToken): void }) {
  const { t } = useTranslation();
  const form = useRuleForm<Values, NewApiToken>({
    initial: NEW,
    submit: (v) => createApiToken({ name: v.name, scope: v.scope, expiresInDays: Number(v.expiresInDays) }, auth),
    success: (made) => ({ title: t("integrations.tokens.created", { name: made.token.name }) }),
    failure: t("integrations.tokens.createFailed"),
    resetOnSuccess: true,
    onSuccess: onCreated,
  });
  return (
    <FormStack form={form} aria-labelledby={labelledBy}>
      <TextInput label={t("integrations.tokens.name")} description={t("integrations.tokens.nameHint")} required autoComplete="off" maw={420} {...form.input("name")} />
      <Group gap="sm" align="flex-start" wrap="wrap">
        <NativeSelect
          label={t("integrations.tokens.access")}
          data={[
            { value: "read", label: t("integrations.tokens.read") },
            { value: "write", label: t("integrations.tokens.write") },
          ]}
          value={form.values.scope}
          error={form.errors.scope}
          onChange={(e) => form.setValue("scope", e.currentTarget.value)}
          miw={200}
        />
        <NativeSelect
          label={t("integrations.tokens.expiresIn")}
          data={LIFETIMES.map((days) => ({ value: days, label: t("integrations.tokens.days", { count: Number(days) }) }))}
          value={form.values.expiresInDays}
          error={form.errors.expiresInDays}
          onChange={(e) => form.setValue("expiresInDays", e.currentTarget.value)}
          miw={160}
        />
      </Group>
      <Button type="submit" loading={form.submitting} style={{ alignSelf: "flex-start" }}>
        {t("integrations.tokens.create")}
      </Button>
    </FormStack>
  );
}
