import { useEffect } from "react";
import { Outlet } from "react-router";
import { FloatingControls } from "../../features/layout/FloatingControls";
import { PublicHeader } from "../../features/layout/PublicHeader";
import { SiteFooter } from "../../features/layout/SiteFooter";
import "../../features/marketing/site.css";

/**
 * Public pages: fixed header, page content, footer, and what floats above them. No UI library and no
 * translation runtime: these pages are English only and must load instantly
 * (docs/decisions/0007-light-public-site.md).
 */
export default function MarketingLayout() {
  // Coming back from a translated portal page: the page is English again.
  useEffect(() => {
    document.documentElement.lang = "en";
  }, []);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <PublicHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <FloatingControls />
    </>
  );
}
