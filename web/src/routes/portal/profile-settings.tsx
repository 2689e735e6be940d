import { Container, NativeSelect, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { errorMessageKey } from "../../api/client";
import { NotificationSettings } from "../../features/account/NotificationSettings";
import { IdentitiesSection } from "../../features/oidc/IdentitiesSection";
import { isLanguage } from "../../i18n";
import { chooseLanguage, languageOptions } from "../../features/portal/language";
import { useApiFailure } from "../../features/portal/load";
import { PasswordForm } from "../../features/portal/profile/PasswordForm";
import { ProfileForm } from "../../features/portal/profile/ProfileForm";
import { toast } from "../../features/toasts/store";
import { TwoFactorPanel } from "../../features/twoFactor/TwoFactorPanel";
import { usePortal } from "./guard";

export function meta() {
  return [{ title: "Settings | Portico" }];
}

/**
 * Setting & Privacy: profile details, password, two-factor sign-in, the identity provider accounts
 * (when the server has a provider), email notifications, interface language.
 */
export default function ProfileSettings() {
  const { t, i18n } = useTranslation();
  const { profile } = usePortal();
  const failure = useApiFailure();

  async function onLanguage(lang: string) {
    if (!isLanguage(lang)) return;
    try {
      await chooseLanguage(lang);
      toast({ title: t("settings.languageSaved"), status: "success" });
    } catch (err) {
      const message = failure(err);
      if (message) toast({ title: t("portal.languageNotSaved"), description: message, status: "error" });
    }
  }

  return (
    <Container size="md" className="portal-main stack-xl">
      <Title order={1}>{t("portal.settingsTitle")}</Title>
      <section aria-labelledby="settings-profile" className="card">
        <Title order={2} size="h3" id="settings-profile" mb="sm">
          {t("settings.profile")}
        </Title>
        {profile ? (
          <ProfileForm key={`${profile.name}|${profile.brandName}|${profile.phone ?? ""}`} profile={profile} />
        ) : (
          <p className="error-text" role="alert">
            {t("portal.loadFailed")}
          </p>
        )}
      </section>
      <section aria-labelledby="settings-password" className="card">
        <Title order={2} size="h3" id="settings-password" mb="xs">
          {t("settings.password")}
        </Title>
        <Text size="sm" mb="sm">
          {t("settings.passwordIntro")}
        </Text>
        <PasswordForm />
      </section>
      <section aria-labelledby="settings-two-factor" className="card">
        <Title order={2} size="h3" id="settings-two-factor" mb="xs">
          {t("twoFactor.title")}
        </Title>
        <Text size="sm" mb="sm">
          {t("twoFactor.intro")}
        </Text>
        <TwoFactorPanel auth="client" account={profile?.email} />
      </section>
      <IdentitiesSection auth="client" returnTo="/profileSettings" className="card" />
      <section aria-labelledby="settings-notifications" className="card">
        <Title order={2} size="h3" id="settings-notifications" mb="xs">
          {t("settings.notifications")}
        </Title>
        <Text size="sm" mb="sm">
          {t("settings.notificationsIntro")}
        </Text>
        <NotificationSettings
          auth="client"
          texts={{
            title: t("settings.notifications"),
            labels: { tickets: t("settings.notifyTickets") },
            save: t("settings.saveNotifications"),
            saved: t("settings.notificationsSaved"),
            saveFailed: t("settings.notificationsNotSaved"),
            loadFailed: (err) => t("settings.notificationsLoadFailed", { message: t(errorMessageKey(err)) }),
            retry: t("common.retry"),
          }}
        />
      </section>
      <section aria-labelledby="settings-language" className="card">
        <Title order={2} size="h3" id="settings-language" mb="xs">
          {t("settings.language")}
        </Title>
        <NativeSelect
          label={t("settings.interfaceLanguage")}
          maw={320}
          value={i18n.language}
          data={languageOptions(i18n.language)}
          onChange={(e) => void onLanguage(e.currentTarget.value)}
        />
      </section>
    </Container>
  );
}
