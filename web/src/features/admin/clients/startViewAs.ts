import { viewAsClient } from "../../../api/admin";
import { openViewAs } from "../../auth/session";
import { VIEW_AS_START } from "../../viewAs/viewAs";

/**
 * Opens a read-only view of a client's portal in this tab: the server gives a read-only session on
 * the client's account (recorded in the audit log) and its token goes to the view's own slot. The
 * staff token and any client token of this browser stay as they were. Answers where to go; throws
 * the API error (a deactivated client answers 403).
 */
export async function startViewAs(client: { _id: string; name: string }, person?: { _id: string; name: string }): Promise<string> {
  const { token } = await viewAsClient(client._id, person?._id);
  openViewAs({ token, clientId: client._id, clientName: person ? `${person.name} (${client.name})` : client.name });
  return VIEW_AS_START;
}
