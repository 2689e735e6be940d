import { Button } from "@mantine/core";
import "@mantine/core/styles/Center.layer.css";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { logout } from "../../api/client";
import { loadSecurityWords } from "../../i18n";
import { adminToken, clearToken } from "../auth/session";
import { LiveUpdates } from "../live/LiveUpdates";
import { NavDrawer } from "../ui/NavDrawer";
import { PaletteButton } from "../palette/PaletteButton";
import { useStaffAppearance } from "../appearance/useAppearance";
import { consoleHref, SECTION_IDS, useConsoleQuery } from "./consoleQuery";
import { PALETTE_LINKS } from "./paletteLinks";
import { SectionBoundary } from "./SectionBoundary";
import { SECTION_COMPONENTS } from "./sections";
import { useSetupGate } from "./twoFactor/useSetupGate";
import "./admin.css";
import { Skeleton } from "../page/Skeleton";

// Only a session that must set up two-factor first loads the setup (and the panel with it), so
// every other console starts with nothing more than it had.
const SetupOnlyConsole = lazy(() => Promise.all([import("./twoFactor/SetupOnlyConsole"), loadSecurityWords()]).then(([m]) => m));

/** Logout: the session ends on the server (if it still can), the token is forgotten, back to the sign-in. */
function useConsoleLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await logout("admin").catch(() => undefined);
    await clearToken("admin");
    await navigate("/adminLogin");
  };
}

/**
 * The back office (product.md §2): the side menu, Logout, and the section named in the query
 * string, loaded on first use. The route stays /admin; sections switch by `?section=`. A staff
 * member who must set up two-factor first sees only that setup (see `useSetupGate`).
 */
export function ConsoleShell() {
  const gate = useSetupGate();
  const onLogout = useConsoleLogout();
  if (gate.setupOnly) {
    return (
      <Suspense
        fallback={
          <Skeleton />
        }
      >
        <SetupOnlyConsole onDone={gate.done} onLogout={() => void onLogout()} />
      </Suspense>
    );
  }
  return <FullConsole onLogout={() => void onLogout()} />;
}

function FullConsole({ onLogout }: { onLogout(): void }) {
  const { t } = useTranslation();
  const { section } = useConsoleQuery();
  const Section = SECTION_COMPONENTS[section];
  useStaffAppearance();

  return (
    <div className="workspace admin-console">
      <NavDrawer className="workspace-sidebar" label={t("admin.console")} current={t(`admin.nav.${section}`)}>
        <PaletteButton staffLinks={PALETTE_LINKS} />
        <ul className="plain-list">
          {SECTION_IDS.map((id) => (
            <li key={id}>
              <Link to={consoleHref(id)} aria-current={id === section ? "page" : undefined}>
                {t(`admin.nav.${id}`)}
              </Link>
            </li>
          ))}
        </ul>
        <Button variant="subtle" color="gray.3" mt="xl" onClick={onLogout}>
          {t("admin.logout")}
        </Button>
      </NavDrawer>
      <main id="main" className="workspace-content">
        <LiveUpdates audience="admin" token={adminToken} />
        <SectionBoundary key={section} message={t("admin.sectionFailed")} retryLabel={t("admin.table.retry")}>
          <Suspense
            fallback={
              <Skeleton />
            }
          >
            <Section />
          </Suspense>
        </SectionBoundary>
      </main>
    </div>
  );
}
