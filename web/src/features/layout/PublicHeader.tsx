import { Box, Burger, Button, Container, Group } from "@mantine/core";
import "@mantine/core/styles/Burger.layer.css";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useNavigate } from "react-router";
import { clientToken } from "../auth/session";
import { Logo } from "./Logo";

const LoginModal = lazy(() => import("../auth/LoginModal"));
const MobileDrawer = lazy(() => import("./MobileDrawer"));

/** True once the page is scrolled above 0 (the header then turns black). */
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

/** Fixed public header (spec section 2): desktop links, or a logo and a right-side drawer on mobile. */
export function PublicHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const scrolled = useScrolled();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  // The modal and the drawer are fetched the first time they are needed, then kept mounted
  // so that their closing transitions can run.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [loginUsed, setLoginUsed] = useState(false);

  // A signed-in client goes straight to the projects; anyone else gets the Login modal.
  async function onLogin() {
    setDrawerOpen(false);
    if (await clientToken()) {
      await navigate("/projects");
    } else {
      setLoginUsed(true);
      setLoginOpen(true);
    }
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
          onClick={() => {
            setDrawerUsed(true);
            setDrawerOpen((o) => !o);
          }}
          aria-label={t("nav.openMenu")}
        />
      </Container>

      <Suspense fallback={null}>
        {drawerUsed && <MobileDrawer opened={drawerOpen} onClose={() => setDrawerOpen(false)} onLogin={onLogin} />}
        {loginUsed && <LoginModal opened={loginOpen} onClose={() => setLoginOpen(false)} />}
      </Suspense>
    </header>
  );
}
