import { Container, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { logout } from "../../api/client";
import { isLanguage } from "../../i18n";
import { clearToken } from "../auth/session";
import { toast } from "../toasts/store";
import { PaletteButton } from "../palette/PaletteButton";
import { MenuButton } from "../ui/MenuButton";
import { chooseLanguage, forgetLanguage, languageOptions } from "./language";
import { useApiFailure } from "./load";
import { initials } from "../ui/initials";

/** Portal top bar: Welcome label, account menu, language selector, Logout (product.md §2). */
export function PortalTopBar({ name }: { name?: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const failure = useApiFailure();

  async function onLogout() {
    // Best effort: the server revokes the session; the browser forgets the token either way.
    await logout("client").catch(() => undefined);
    await clearToken("client");
    await forgetLanguage();
    await navigate("/");
  }

  async function onLanguage(lang: string) {
    if (!isLanguage(lang)) return;
    try {
      await chooseLanguage(lang);
    } catch (err) {
      const message = failure(err);
      if (message) toast({ title: t("portal.languageNotSaved"), description: message, status: "error" });
    }
  }

  return (
    <header className="portal-topbar">
      <Container size="xl" h="100%">
        <Group justify="space-between" h="100%" wrap="nowrap">
          <Group gap="md" wrap="nowrap" miw={0}>
            <Link to="/dashboard" className="logo">
              Portico
            </Link>
            <Text fw={600} className="topbar-welcome">
              {name ? `${t("portal.welcome")}, ${name}` : t("portal.welcome")}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <PaletteButton />
            {/* The browser's own select: Mantine's would bring its input styles to every portal page. */}
            <select
              className="topbar-language"
              aria-label={t("portal.language")}
              value={i18n.language}
              onChange={(e) => void onLanguage(e.currentTarget.value)}
            >
              {languageOptions(i18n.language).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <MenuButton
              buttonClassName="account-button"
              button={
                <>
                  {/* The initials are decoration; the button's name is its (hidden) text. */}
                  <span className="account-initials" aria-hidden>
                    {initials(name)}
                  </span>
                  <span className="visually-hidden">{t("portal.myAccount")}</span>
                </>
              }
              label={t("portal.myAccount")}
              groups={[
                [
                  { label: t("portal.profile"), to: "/profile" },
                  { label: t("portal.manage"), to: "/clientProjects" },
                  { label: t("portal.people"), to: "/people" },
                  { label: t("portal.settingPrivacy"), to: "/profileSettings" },
                ],
                [{ label: t("portal.logout"), onSelect: () => void onLogout() }],
              ]}
            />
          </Group>
        </Group>
      </Container>
    </header>
  );
}
