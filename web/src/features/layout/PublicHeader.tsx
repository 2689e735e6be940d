import { Box, Burger, Button, Container, Drawer, Group, Modal, UnstyledButton } from "@mantine/core";
import "@mantine/core/styles/Burger.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Modal.layer.css";
import "@mantine/core/styles/Drawer.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useNavigate } from "react-router";
import { LoginForm } from "../auth/LoginForm";
import { clientToken } from "../auth/session";

function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return scrolled;
}

export function Logo({ to = "/" }: { to?: string }) {
  return (
    <Link to={to} className="logo" aria-label="Portico">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#4c6ef5" />
        <path d="M9 24V8h8a5 5 0 0 1 0 10h-4v6z" fill="#fff" />
      </svg>
      Portico
    </Link>
  );
}

/** Fixed public header (spec section 2): desktop links, or a logo and a right-side drawer on mobile. */
export function PublicHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const scrolled = useScrolled();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);

  // A signed-in client goes straight to the projects; anyone else gets the Login modal.
  async function onLogin() {
    setDrawerOpen(false);
    if (await clientToken()) await navigate("/projects");
    else setLoginOpen(true);
  }

  const links = [
    { to: "/", label: t("nav.home") },
    { to: "/about", label: t("nav.about") },
    { to: "/services", label: t("nav.services") },
    { to: "/contact", label: t("nav.contact") },
  ];

  return (
    <header className="public-header" data-scrolled={scrolled}>
      <Container size="lg" className="public-header-inner">
        <Group visibleFrom="md">
          <Logo />
        </Group>
        <Group hiddenFrom="md">
          <Logo to="/home" />
        </Group>

        <Box component="nav" aria-label={t("nav.mainNavigation")} visibleFrom="md">
          <ul className="nav-links">
            {links.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </Box>

        <Group gap="sm" visibleFrom="md">
          <Button variant="subtle" color="gray.0" onClick={onLogin}>
            {t("nav.login")}
          </Button>
          <Button component={Link} to="/contact">
            {t("nav.contactNow")}
          </Button>
        </Group>

        <Burger
          hiddenFrom="md"
          color="white"
          opened={drawerOpen}
          onClick={() => setDrawerOpen((o) => !o)}
          aria-label={t("nav.openMenu")}
        />
      </Container>

      <Drawer opened={drawerOpen} onClose={() => setDrawerOpen(false)} position="right" size="100%" title={<Logo to="/home" />}>
        <nav aria-label={t("nav.mainNavigation")}>
          <ul className="drawer-links">
            <li>
              <Link to="/" onClick={() => setDrawerOpen(false)}>
                {t("nav.home")}
              </Link>
            </li>
            <li>
              <Link to="/about" onClick={() => setDrawerOpen(false)}>
                {t("nav.about")}
              </Link>
            </li>
            <li>
              <Link to="/services" onClick={() => setDrawerOpen(false)}>
                {t("nav.ourServices")}
              </Link>
            </li>
            <li>
              <Link to="/contact" onClick={() => setDrawerOpen(false)}>
                {t("nav.contact")}
              </Link>
            </li>
            <li>
              <UnstyledButton onClick={onLogin}>{t("nav.login")}</UnstyledButton>
            </li>
          </ul>
        </nav>
      </Drawer>

      <Modal opened={loginOpen} onClose={() => setLoginOpen(false)} title={t("auth.loginTitle")} centered>
        <LoginForm variant="modal" onSuccess={() => setLoginOpen(false)} />
      </Modal>
    </header>
  );
}
