import { redirect } from "react-router";
import { ConsoleShell } from "../../features/admin/ConsoleShell";
import { adminToken } from "../../features/auth/session";
import { loadConsoleWords } from "../../i18n";
import { loadDisplay } from "../../wasm/display";
import type { Route } from "./+types/console";

/**
 * Without a stored admin token, go to the admin sign-in (spec section 2). The console's words and
 * the display module are fetched here, so every screen below has them; forms fetch the rules.
 */
const requireAdmin: Route.ClientMiddlewareFunction = async () => {
  await Promise.all([loadDisplay(), loadConsoleWords()]);
  if (!(await adminToken())) throw redirect("/adminLogin");
};

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [requireAdmin];

export function clientLoader() {
  return null;
}

export function meta() {
  return [{ title: "Admin console | Portico" }];
}

/** The back office; the section and any open record are in the query string (see ConsoleShell). */
export default function AdminConsole() {
  return <ConsoleShell />;
}
