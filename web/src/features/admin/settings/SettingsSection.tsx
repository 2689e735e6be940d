import { Alert, Button, Stack, Text, TextInput, Title } from "@mantine/core";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import type { UserProfile } from "../../../api/client";
import { mailSettings, sendTestMail, staffProfile, type MailView } from "../../../api/mail-admin";
import { wasm } from "../../../wasm";
import { NotificationsSection } from "../../account/NotificationsSection";
import { BillingSettingsCard } from "../../invoices/Invoices";
import { IdentitiesSection } from "../../oidc/IdentitiesSection";
import { PasskeysSection } from "../../passkeys/PasskeysSection";
import { SessionsSection } from "../../sessions/SessionsSection";
import { TwoFactorPanel } from "../../twoFactor/TwoFactorPanel";
import { AppearanceChoice } from "../../appearance/AppearanceChoice";
import { Busy } from "../../data/Busy";
import { Lazily } from "../../data/Lazily";
import { loadIntegrationsWords } from "../../integrations/words";
import { useRecord, type RecordState } from "../../data/useRecord";
import { useRuleForm } from "../../forms/useRuleForm";
import { TitledSection } from "../../sections/TitledSection";
import { LoadFailure } from "../LoadFailure";
import { SectionHeading } from "../SectionHeading";
import { SlaPolicies } from "../support/SlaPolicies";
import { SupportHours } from "../support/SupportHours";

// Its own chunk, with its words: the settings' first paint does not wait for it.
const IntegrationsSettings = lazy(() => Promise.all([import("../integrations/IntegrationsSettings"), loadIntegrationsWords()]).then(([m]) => m));

/**
 * The signed-in staff member's settings: two-factor sign-in, their identity provider accounts (with
 * a provider configured), which notification mails they get, whether a mail server is configured,
 * a test message to any address (their own by default), the firm's billing details printed on
 * invoices, its support hours, holidays and response targets (docs/support-clock.md), and
 * Integrations: the firm's webhooks, the staff member's calendar link and API tokens (issue 58).
 */
export default function SettingsSection() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const profile = useRecord((signal) => staffProfile(signal), "staffProfile");
  return (
    <>
      <SectionHeading title={t("admin.nav.settings")} />
      <section className="admin-block" aria-label={t("settings.appearance")}>
        <AppearanceChoice auth="admin" />
      </section>
      <TitledSection headingId="settings-two-factor" title={t("admin.settings.twoFactor")} intro={t("twoFactor.intro")} className="admin-block">
        <TwoFactorPanel auth="admin" account={profile.data?.email} />
      </TitledSection>
      <PasskeysSection auth="admin" className="admin-block" />
      <SessionsSection auth="admin" className="admin-block" />
      <IdentitiesSection auth="admin" returnTo={`${pathname}${search}`} className="admin-block" />
      <NotificationsSection auth="admin" className="admin-block" />
      <TitledSection headingId="settings-mail" title={t("admin.settings.mailServer")} className="admin-block">
        <MailServerStatus />
        <Title order={3} size="h4" id="settings-test" mt="lg" mb="sm">
          {t("admin.settings.testTitle")}
        </Title>
        <TestMail profile={profile} />
      </TitledSection>
      <BillingSettingsCard className="admin-block" />
      <TitledSection headingId="settings-support-hours" title={t("admin.support.hours.heading")} intro={t("admin.support.hours.intro")} className="admin-block">
        <SupportHours />
      </TitledSection>
      <TitledSection headingId="settings-sla-policies" title={t("admin.support.policies.heading")} intro={t("admin.support.policies.intro")} className="admin-block">
        <SlaPolicies />
      </TitledSection>
      <Lazily>
        <IntegrationsSettings />
      </Lazily>
    </>
  );
}

function MailServerStatus() {
  const { t } = useTranslation();
  const settings = useRecord((signal) => mailSettings(signal), "mailSettings");
  if (!settings.data) {
    return settings.error ? (
      <LoadFailure what={t("admin.settings.mailLoadError")} error={settings.error} retrying={settings.loading} onRetry={settings.reload} />
    ) : (
      <Busy size="sm" />
    );
  }
  return settings.data.configured ? (
    <Text>{t("admin.settings.mailFrom", { from: settings.data.from })}</Text>
  ) : (
    <Alert color="orange" variant="light">
      {t("admin.settings.noMailServer")}
    </Alert>
  );
}

/** Waits for the staff member's own address, the field's default; an empty field if it cannot be read. */
function TestMail({ profile }: { profile: RecordState<UserProfile> }) {
  if (!profile.data && !profile.error) return <Busy size="sm" />;
  return <TestMailForm key={profile.data?.email ?? ""} to={profile.data?.email ?? ""} />;
}

function TestMailForm({ to }: { to: string }) {
  const { t } = useTranslation();
  const form = useRuleForm<{ email: string }, MailView>({
    initial: { email: to },
    rule: (v) => wasm().validateAccountEmail(v),
    submit: sendTestMail,
    success: (mail) => ({ title: t("admin.settings.testQueued"), description: t("admin.settings.testQueuedBody", { to: mail.to }) }),
    failure: t("admin.settings.testFailed"),
  });
  return (
    <form {...form.formProps} aria-labelledby="settings-test">
      <Stack gap="sm" maw={420}>
        <TextInput label={t("admin.settings.testTo")} type="email" autoComplete="email" required {...form.input("email")} />
        <Button type="submit" loading={form.submitting} style={{ alignSelf: "flex-start" }}>
          {t("admin.settings.testSend")}
        </Button>
      </Stack>
    </form>
  );
}
