import { redirect } from "react-router";
import { ConsoleShell } from "../../features/admin/ConsoleShell";
import { adminToken } from "../../features/auth/session";
import { loadConsoleWords, loadSignOffWords } from "../../i18n";
import { titleMeta } from "../../titleMeta";
import type { Route } from "./+types/console";

/**
 * Without a stored admin token, go to the admin sign-in (product.md §2). The console's words are
 * fetched here, so every screen below has them; sections bring the display module
 * (`features/admin/sections.ts`), forms the rules.
 */
const requireAdmin: Route.ClientMiddlewareFunction = async () => {
  await Promise.all([loadConsoleWords(), loadSignOffWords()]);
  if (!(await adminToken())) throw redirect("/adminLogin");
};

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [requireAdmin];

export function clientLoader() {
  return null;
}

export const meta = titleMeta("Admin console | Portico");

/** The back office; the section and any open record are in the query string (see ConsoleShell). */
export default function AdminConsole() {
  return <ConsoleShell />;
}
