import { Avatar, Container, Group, Menu, NativeSelect, Text, UnstyledButton } from "@mantine/core";
import "@mantine/core/styles/Avatar.layer.css";
import "@mantine/core/styles/Menu.layer.css";
import "@mantine/core/styles/Popover.layer.css";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { logout } from "../../api/client";
import { isLanguage } from "../../i18n";
import { clearToken } from "../auth/session";
import { toast } from "../toasts/store";
import { chooseLanguage, forgetLanguage, languageOptions } from "./language";
import { useApiFailure } from "./load";

/** Portal top bar: Welcome label, account menu, language selector, Logout (spec section 2). */
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
            <NativeSelect
              aria-label={t("portal.language")}
              size="xs"
              miw="6.5rem"
              value={i18n.language}
              data={languageOptions(i18n.language)}
              onChange={(e) => void onLanguage(e.currentTarget.value)}
            />
            <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
              <Menu.Target>
                <UnstyledButton className="account-button">
                  {/* The initials are decoration; the button's name is its (hidden) text. */}
                  <Avatar radius="xl" color="indigo" name={name} aria-hidden />
                  <span className="visually-hidden">{t("portal.myAccount")}</span>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{t("portal.myAccount")}</Menu.Label>
                <Menu.Item component={Link} to="/profile">
                  {t("portal.profile")}
                </Menu.Item>
                <Menu.Item component={Link} to="/clientProjects">
                  {t("portal.manage")}
                </Menu.Item>
                <Menu.Item component={Link} to="/profileSettings">
                  {t("portal.settingPrivacy")}
                </Menu.Item>
                <Menu.Divider />
                <Menu.Item onClick={onLogout}>{t("portal.logout")}</Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </Container>
    </header>
  );
}
