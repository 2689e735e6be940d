import { Button, Checkbox, NativeSelect, SimpleGrid, TextInput } from "@mantine/core";
import "@mantine/core/styles/Checkbox.layer.css";
import "@mantine/core/styles/InlineInput.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import { useTranslation } from "react-i18next";
import type { SignedAuth } from "../../../api/account";
import { createWebhook, type NewWebhook } from "../../../api/integrations";
import { FormStack } from "../../forms/FormStack";
import { useRuleForm } from "../../forms/useRuleForm";
import { eventLabel, isWebhookFormat, WEBHOOK_EVENTS, WEBHOOK_FORMATS } from "./events";

type Values = {
  url: string;
  format: string;
  events: string[];
};

const NEW: Values = { url: "", format: "standard", events: [] };

/**
 * A new endpoint: its address, the shape of its messages (Standard Webhooks, Slack, Microsoft
 * Teams) and the events it hears (the list is the WASM constants'), each named as people say it.
 * What was typed is sent as it is: the server checks it (shared's rule, then whether the address is
 * public, then the endpoints' limit) and its 400 / 409 field errors land under the same fields. The
 * answer carries the signing secret, which `onCreated` shows once.
 */
export function WebhookForm({ auth, labelledBy, onCreated }: { auth: SignedAuth; labelledBy: string; onCreated(made: NewWebhook): void }) {
  const { t } = useTranslation();
  const form = useRuleForm<Values, NewWebhook>({
    initial: NEW,
    submit: (v) => createWebhook({ url: v.url, format: v.format, events: v.events }, auth),
    success: { title: t("integrations.webhooks.added") },
    failure: t("integrations.webhooks.addFailed"),
    resetOnSuccess: true,
    onSuccess: onCreated,
  });
  return (
    <FormStack form={form} aria-labelledby={labelledBy}>
      <TextInput
        label={t("integrations.webhooks.url")}
        description={t("integrations.webhooks.urlHint")}
        type="url"
        inputMode="url"
        placeholder="https://"
        required
        autoComplete="off"
        spellCheck={false}
        maw={640}
        {...form.input("url")}
      />
      <NativeSelect
        label={t("integrations.webhooks.format")}
        description={t(`integrations.webhooks.formatHint.${isWebhookFormat(form.values.format) ? form.values.format : "standard"}`)}
        data={WEBHOOK_FORMATS.map((f) => ({ value: f, label: t(`integrations.webhooks.formats.${f}`) }))}
        value={form.values.format}
        error={form.errors.format}
        onChange={(e) => form.setValue("format", e.currentTarget.value)}
        maw={320}
      />
      <Checkbox.Group
        label={t("integrations.webhooks.events")}
        description={t("integrations.webhooks.eventsHint")}
        value={form.values.events}
        onChange={(events) => form.setValue("events", events)}
        error={form.errors.events}
        required
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" mt="xs">
          {WEBHOOK_EVENTS.map((name) => {
            const label = eventLabel(name);
            // Marked invalid with the group, so the form's focus lands on the first of them.
            return <Checkbox key={name} value={name} label={label ? t(`integrations.events.${label}`) : name} aria-invalid={form.errors.events ? true : undefined} />;
          })}
        </SimpleGrid>
      </Checkbox.Group>
      <Button type="submit" loading={form.submitting} style={{ alignSelf: "flex-start" }}>
        {t("integrations.webhooks.add")}
      </Button>
    </FormStack>
  );
}
