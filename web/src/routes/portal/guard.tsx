import { lazy, Suspense } from "react";
import { Outlet, redirect, useOutletContext, type ShouldRevalidateFunctionArgs } from "react-router";
import { ApiError, userProfile, type UserProfile } from "../../api/client";
import { clientToken, currentViewAs } from "../../features/auth/session";
import { isLanguage, loadConsoleWords } from "../../i18n";
import { applyLanguage, applyStoredLanguage, languageSaved } from "../../features/portal/language";
import { PortalTopBar } from "../../features/portal/PortalTopBar";
import { useAccountAppearance } from "../../features/appearance/appearance";
import { LiveUpdates } from "../../features/live/LiveUpdates";
import { loadDisplay } from "../../wasm/display";
import "../../features/portal/portal.css";
import type { Route } from "./+types/guard";

// Only a staff member's view of the portal shows the banner: it comes with that view, loaded before
// the page (below), never on a client's own pages.
const loadBanner = () => import("../../features/viewAs/ViewAsBanner");
const ViewAsBanner = lazy(() => loadBanner().then((m) => ({ default: m.ViewAsBanner })));

/**
 * Every client page sits under this layout: no stored (non-blank) client token means a redirect
 * to the landing page (product.md §2). A middleware, not a loader: loaders of a layout and its
 * pages run in parallel, so only a middleware stops the pages' fetches. The display module (labels,
 * dates) is loaded here, so pages below may use `display()` synchronously; a form fetches the rules
 * itself (`useRuleForm`).
 */
const requireClient: Route.ClientMiddlewareFunction = async () => {
  await loadDisplay();
  if (!(await clientToken())) throw redirect("/");
  // A staff member's view of the portal: its banner, which speaks the console's words.
  await Promise.all([applyStoredLanguage(), currentViewAs() ? Promise.all([loadConsoleWords(), loadBanner()]) : undefined]);
};

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [requireClient];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  let profile: UserProfile | null = null;
  // A language picked a moment ago must reach the server before the profile is read back.
  await languageSaved();
  try {
    profile = await userProfile(request.signal);
  } catch (err) {
    // The server no longer knows this token (expired or revoked; the API client forgot it).
    if (err instanceof ApiError && err.status === 401) throw redirect("/");
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    console.error("Error fetching user profile:", err);
  }
  // The account remembers its language: a sign-in on any browser starts in it. Not during a staff
  // member's view of the portal: staff keep their own language, and this browser's stays as it was.
  if (profile && isLanguage(profile.language) && !currentViewAs()) await applyLanguage(profile.language);
  return { profile };
}

/**
 * Switching a workspace section only changes the query string: keep the profile. Moving to another
 * page re-reads it (which also notices a session that ended); an explicit revalidation (after a
 * profile edit) re-reads it too.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export interface PortalContext {
  profile: UserProfile | null;
}

export function usePortal(): PortalContext {
  return useOutletContext<PortalContext>();
}

export default function PortalGuard({ loaderData }: Route.ComponentProps) {
  const { profile } = loaderData;
  // Staff viewing the portal keep their own appearance, as they keep their language.
  useAccountAppearance(currentViewAs() ? undefined : profile?.appearance);
  return (
    <>
      {currentViewAs() && (
        <Suspense fallback={null}>
          <ViewAsBanner />
        </Suspense>
      )}
      <PortalTopBar name={profile?.name} />
      <main id="main">
        <LiveUpdates audience={currentViewAs() ? "view" : "client"} token={clientToken} />
        <Outlet context={{ profile } satisfies PortalContext} />
      </main>
    </>
  );
}
