import { Drawer, UnstyledButton } from "@mantine/core";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Drawer.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Logo } from "./Logo";

interface Props {
  opened: boolean;
  onClose: () => void;
  onLogin: () => void;
}

/** The mobile menu: a full-screen drawer from the right (spec section 2). Loaded on first use. */
export default function MobileDrawer({ opened, onClose, onLogin }: Props) {
  const { t } = useTranslation();
  const links = [
    { to: "/", label: t("nav.home") },
    { to: "/about", label: t("nav.about") },
    { to: "/services", label: t("nav.ourServices") },
    { to: "/contact", label: t("nav.contact") },
  ];
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="100%" title={<Logo to="/home" />}>
      <nav aria-label={t("nav.mainNavigation")}>
        <ul className="drawer-links">
          {links.map((l) => (
            <li key={l.to}>
              <Link to={l.to} onClick={onClose}>
                {l.label}
              </Link>
            </li>
          ))}
          <li>
            <UnstyledButton onClick={onLogin}>{t("nav.login")}</UnstyledButton>
          </li>
        </ul>
      </nav>
    </Drawer>
  );
}
