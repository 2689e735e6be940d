import { lazy, Suspense, useState } from "react";
import { Link, NavLink, useNavigate } from "react-router";
import { nav } from "../../i18n/en.json";
import { loadWasm } from "../../wasm";
import { hasClientToken } from "../auth/session";
import { MenuIcon } from "./icons";
import { Logo } from "./Logo";
import { MobileDrawer } from "./MobileDrawer";
import { useScrolled } from "./useScrolled";

const loadLoginDialog = () => import("../auth/LoginDialog");
const LoginDialog = lazy(loadLoginDialog);

const LINKS = [
  { to: "/", label: nav.home },
  { to: "/about", label: nav.about },
  { to: "/services", label: nav.services },
  { to: "/contact", label: nav.contact },
];

/**
 * Fixed public header (product.md §2): transparent at the top of the page, black once scrolled.
 * Wide screens get the links, Login and Contact Now; narrow ones the logo (to /home) and a menu button.
 */
export function PublicHeader() {
  const navigate = useNavigate();
  const scrolled = useScrolled();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  // The modal is fetched the first time it is wanted, then stays mounted (closed) for next time.
  const [loginUsed, setLoginUsed] = useState(false);

  // A signed-in client goes straight to the projects; anyone else gets the Login modal.
  function onLogin() {
    setDrawerOpen(false);
    if (hasClientToken()) {
      void navigate("/projects");
      return;
    }
    void loadWasm(); // the form's rules, fetched while the modal opens
    setLoginUsed(true);
    setLoginOpen(true);
  }

  // A pointer heading for Login: fetch the modal's code now, so it opens without a wait.
  const warmUp = () => void loadLoginDialog();

  return (
    <header className="site-header" data-scrolled={scrolled}>
      <div className="container header-inner">
        <Logo className="wide-only" />
        <Logo to="/home" className="narrow-only" />

        <nav aria-label={nav.mainNavigation} className="header-nav wide-only">
          <ul>
            {LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="header-actions wide-only">
          <button type="button" className="button button-ghost" onClick={onLogin} onPointerEnter={warmUp}>
            {nav.login}
          </button>
          <Link to="/contact" className="button">
            {nav.contactNow}
          </Link>
        </div>

        <button
          type="button"
          className="icon-button menu-button narrow-only"
          aria-label={nav.openMenu}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
        >
          <MenuIcon />
        </button>
      </div>

      {drawerUsed && <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} onLogin={onLogin} />}
      <Suspense fallback={null}>{loginUsed && <LoginDialog open={loginOpen} onClose={() => setLoginOpen(false)} />}</Suspense>
    </header>
  );
}
