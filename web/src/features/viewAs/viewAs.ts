import { logout } from "../../api/client";
import { closeViewAs, currentViewAs } from "../auth/session";

/** Where the portal opens for a view, and the console screen an ended view goes back to. */
export const VIEW_AS_START = "/projects";

export function consoleClientPath(clientId: string): string {
  return `/admin?${new URLSearchParams({ section: "clients", client: clientId }).toString()}`;
}

/**
 * Ends the view: the server revokes its session (best effort; it expires on its own within the
 * hour), the slot is cleared, and the answer is the console screen of that client to go back to.
 */
export async function endViewAs(): Promise<string> {
  const view = currentViewAs();
  if (!view) return "/admin";
  await logout("client").catch(() => undefined);
  closeViewAs();
  return consoleClientPath(view.clientId);
}
