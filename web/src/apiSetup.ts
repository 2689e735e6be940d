/**
 * What the API client needs from the app (see `configureApi` in api/client.ts): the session's
 * tokens, the toasts and sudo mode's question. The API client sits below every feature and imports
 * none of them; the app's root (root.tsx) hands these over once, when it loads, and the unit tests'
 * set-up (test/setup.ts) does the same.
 */
import type { ApiSetup } from "./api/client";
import { adminToken, clearToken, clientToken } from "./features/auth/session";
import { askSudo } from "./features/sudo/ask";
import { toast } from "./features/toasts/store";

export const apiSetup: ApiSetup = {
  token: { client: clientToken, admin: adminToken, clear: clearToken },
  notify: (notice) => {
    toast(notice);
  },
  askSudo,
};
