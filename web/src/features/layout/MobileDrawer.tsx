import { NavLink } from "react-router";
import { common, nav } from "../../i18n/en.json";
import { Dialog } from "../ui/Dialog";
import { CloseIcon } from "./icons";
import { Logo } from "./Logo";

interface Props {
  open: boolean;
  onClose: () => void;
  onLogin: () => void;
}

const LINKS = [
  { to: "/", label: nav.home },
  { to: "/about", label: nav.about },
  { to: "/services", label: nav.ourServices },
  { to: "/contact", label: nav.contact },
];

/**
 * The mobile menu (product.md §2): a full-screen drawer from the right with Home, About Us, Our
 * Services, Contact Us and Login; its logo goes to /home. A native modal dialog: focus stays inside,
 * Escape closes it.
 */
export function MobileDrawer({ open, onClose, onLogin }: Props) {
  return (
    <Dialog open={open} onClose={onClose} labelledBy="drawer-title" className="drawer">
      <div className="drawer-header">
        <h2 id="drawer-title" className="visually-hidden">
          {nav.mainNavigation}
        </h2>
        <Logo to="/home" />
        <button type="button" className="icon-button" aria-label={common.close} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <nav aria-labelledby="drawer-title">
        <ul className="drawer-links">
          {LINKS.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} end onClick={onClose}>
                {l.label}
              </NavLink>
            </li>
          ))}
          <li>
            <button type="button" onClick={onLogin}>
              {nav.login}
            </button>
          </li>
        </ul>
      </nav>
    </Dialog>
  );
}
