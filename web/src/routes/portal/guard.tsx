import { Outlet, redirect, useOutletContext } from "react-router";
import { ApiError, userProfile, type UserProfile } from "../../api/client";
import { clearToken, clientToken } from "../../features/auth/session";
import { applyStoredLanguage } from "../../features/portal/language";
import { PortalTopBar } from "../../features/portal/PortalTopBar";
import { loadWasm } from "../../wasm";
import type { Route } from "./+types/guard";

/**
 * Every client page sits under this layout: no stored (non-blank) client token means a redirect
 * to the landing page (spec section 2). A middleware, not a loader: loaders of a layout and its
 * pages run in parallel, so only a middleware stops the pages' fetches. The WASM module is loaded
 * here, so pages below may use `wasm()` synchronously.
 */
const requireClient: Route.ClientMiddlewareFunction = async () => {
  await loadWasm();
  if (!(await clientToken())) throw redirect("/");
  await applyStoredLanguage();
};

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [requireClient];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  let profile: UserProfile | null = null;
  try {
    profile = await userProfile(request.signal);
  } catch (err) {
    // The server no longer knows this token (expired or revoked): that is being logged out.
    if (err instanceof ApiError && err.status === 401) {
      await clearToken("client");
      throw redirect("/");
    }
    console.error("Error fetching user profile:", err);
  }
  return { profile };
}

export interface PortalContext {
  profile: UserProfile | null;
}

export function usePortal(): PortalContext {
  return useOutletContext<PortalContext>();
}

export default function PortalGuard({ loaderData }: Route.ComponentProps) {
  const { profile } = loaderData;
  return (
    <>
      <PortalTopBar name={profile?.name} />
      <main id="main">
        <Outlet context={{ profile } satisfies PortalContext} />
      </main>
    </>
  );
}
