import { Alert, Button, Stack, Text, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { errorMessageKey, type UserProfile } from "../../../api/client";
import { mailSettings, sendTestMail, staffProfile, type MailView } from "../../../api/mail-admin";
import { wasm } from "../../../wasm";
import { NotificationSettings } from "../../account/NotificationSettings";
import { IdentitiesSection } from "../../oidc/IdentitiesSection";
import { TwoFactorPanel } from "../../twoFactor/TwoFactorPanel";
import { Busy } from "../../data/Busy";
import { useRecord, type RecordState } from "../../data/useRecord";
import { useRuleForm } from "../../forms/useRuleForm";
import { LoadFailure } from "../LoadFailure";
import { SectionHeading } from "../SectionHeading";

/**
 * The signed-in staff member's settings: two-factor sign-in, their identity provider accounts (with
 * a provider configured), which notification mails they get, whether a mail server is configured,
 * and a test message to any address (their own by default).
 */
export default function SettingsSection() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const profile = useRecord((signal) => staffProfile(signal), "staffProfile");
  return (
    <>
      <SectionHeading title={t("admin.nav.settings")} />
      <section aria-labelledby="settings-two-factor" className="admin-block">
        <Title order={2} size="h3" id="settings-two-factor" mb="xs">
          {t("admin.settings.twoFactor")}
        </Title>
        <Text size="sm" mb="sm">
          {t("twoFactor.intro")}
        </Text>
        <TwoFactorPanel auth="admin" account={profile.data?.email} />
      </section>
      <IdentitiesSection auth="admin" returnTo={`${pathname}${search}`} className="admin-block" />
      <section aria-labelledby="settings-notifications" className="admin-block">
        <Title order={2} size="h3" id="settings-notifications" mb="xs">
          {t("admin.settings.notifications")}
        </Title>
        <Text size="sm" mb="sm">
          {t("admin.settings.notificationsIntro")}
        </Text>
        <NotificationSettings
          auth="admin"
          texts={{
            title: t("admin.settings.notifications"),
            labels: {
              tickets: t("admin.settings.tickets"),
              requests: t("admin.settings.requests"),
              contact: t("admin.settings.contact"),
            },
            save: t("admin.settings.save"),
            saved: t("admin.settings.saved"),
            saveFailed: t("admin.settings.saveFailed"),
            loadFailed: (err) => t("admin.table.failure", { what: t("admin.settings.loadError"), message: t(errorMessageKey(err)) }),
            retry: t("admin.table.retry"),
          }}
        />
      </section>
      <section aria-labelledby="settings-mail" className="admin-block">
        <Title order={2} size="h3" id="settings-mail" mb="sm">
          {t("admin.settings.mailServer")}
        </Title>
        <MailServerStatus />
        <Title order={3} size="h4" id="settings-test" mt="lg" mb="sm">
          {t("admin.settings.testTitle")}
        </Title>
        <TestMail profile={profile} />
      </section>
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
