import { useEffect } from "react";
import { Outlet } from "react-router";
import i18n, { DEFAULT_LANGUAGE } from "../../i18n";
import { PublicHeader } from "../../features/layout/PublicHeader";
import { SiteFooter } from "../../features/layout/SiteFooter";
import { SIDE_SOCIAL_LINKS } from "../../features/layout/company";

/** Public pages: fixed header, page content, footer, and the wide-screen social box. */
export default function MarketingLayout() {
  // Marketing copy is English; a language picked in the portal applies to the portal only.
  useEffect(() => {
    if (i18n.language !== DEFAULT_LANGUAGE) void i18n.changeLanguage(DEFAULT_LANGUAGE);
  }, []);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <PublicHeader />
      <main id="main">
        <Outlet />
      </main>
      <ul className="side-social" aria-label="Follow us">
        {SIDE_SOCIAL_LINKS.map((s) => (
          <li key={s.label}>
            <a href={s.href} target="_blank" rel="noopener noreferrer">
              {s.label}
            </a>
          </li>
        ))}
      </ul>
      <SiteFooter />
    </>
  );
}
