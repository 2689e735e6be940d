import { useEffect } from "react";
import { Outlet } from "react-router";
import { FloatingControls } from "../../features/layout/FloatingControls";
import { PublicHeader } from "../../features/layout/PublicHeader";
import { SiteFooter } from "../../features/layout/SiteFooter";
// The public pages' whole stylesheet (under 4 KB gzipped) is inlined at the top of the page: the
// first paint waits for no stylesheet request. A plain <style> (not hoisted) leaves with the layout,
// so none of these rules reach the portal after a navigation.
import siteCss from "../../features/marketing/site.css?inline";

/**
 * Public pages: fixed header, page content, footer, and what floats above them. No UI library and no
 * translation runtime: these pages are English only and must load instantly
 * (docs/decisions/0007-light-public-site.md).
 */
export default function MarketingLayout() {
  // Coming back from a translated portal page: the page is English again, and light (the public
  // site has one look; the portal's dark choice is the portal's).
  useEffect(() => {
    document.documentElement.lang = "en";
    document.documentElement.setAttribute("data-mantine-color-scheme", "light");
  }, []);

  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: siteCss }} />
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
