import { Container, NativeSelect } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { NotificationsSection } from "../../features/account/NotificationsSection";
import { IdentitiesSection } from "../../features/oidc/IdentitiesSection";
import { IntegrationsSections } from "../../features/integrations/IntegrationsSections";
import { PasskeysSection } from "../../features/passkeys/PasskeysSection";
import { SessionsSection } from "../../features/sessions/SessionsSection";
import { isLanguage, loadSecurityWords } from "../../i18n";
import { chooseLanguage, languageOptions } from "../../features/portal/language";
import { useApiFailure } from "../../features/portal/load";
import { PasswordForm } from "../../features/portal/profile/PasswordForm";
import { ProfileForm } from "../../features/portal/profile/ProfileForm";
import { loadProfileWords } from "../../features/portal/profile/words";
import { toast } from "../../features/toasts/store";
import { TwoFactorPanel } from "../../features/twoFactor/TwoFactorPanel";
import { TitledSection } from "../../features/sections/TitledSection";
import { AppearanceChoice } from "../../features/appearance/AppearanceChoice";
import { titleMeta } from "../../titleMeta";
import { usePortal } from "./guard";
import { PageHeader } from "../../features/page/PageHeader";

export const meta = titleMeta("Settings | Portico");

/**
 * Two-factor, passkeys and identity links speak with the security words, the profile form with the
 * Profile page's: here before the page shows.
 */
export async function clientLoader() {
  await Promise.all([loadSecurityWords(), loadProfileWords()]);
  return null;
}

/**
 * Setting & Privacy: profile details, password, two-factor sign-in, the identity provider accounts
 * (when the server has a provider), email notifications, the calendar link, API tokens and (for a
 * company's owners) webhooks, interface language.
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
      <PageHeader title={t("portal.settingsTitle")} />
      <TitledSection headingId="settings-profile" title={t("settings.profile")} className="card">
        {profile ? (
          <ProfileForm key={`${profile.name}|${profile.brandName}|${profile.phone ?? ""}`} profile={profile} />
        ) : (
          <p className="error-text" role="alert">
            {t("portal.loadFailed")}
          </p>
        )}
      </TitledSection>
      <TitledSection headingId="settings-password" title={t("settings.password")} intro={t("settings.passwordIntro")} className="card">
        <PasswordForm />
      </TitledSection>
      <TitledSection headingId="settings-two-factor" title={t("twoFactor.title")} intro={t("twoFactor.intro")} className="card">
        <TwoFactorPanel auth="client" account={profile?.email} />
      </TitledSection>
      <PasskeysSection auth="client" className="card" />
      <SessionsSection auth="client" className="card" />
      <IdentitiesSection auth="client" returnTo="/profileSettings" className="card" />
      <NotificationsSection auth="client" className="card" />
      <IntegrationsSections owner={profile?.membership?.role === "owner"} className="card" />
      <TitledSection headingId="settings-language" title={t("settings.language")} titleMb="xs" className="card">
        <NativeSelect
          label={t("settings.interfaceLanguage")}
          maw={320}
          value={i18n.language}
          data={languageOptions(i18n.language)}
          onChange={(e) => void onLanguage(e.currentTarget.value)}
        />
        <div className="settings-gap">
          <AppearanceChoice auth="client" />
        </div>
      </TitledSection>
    </Container>
  );
}
