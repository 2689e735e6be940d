import { useEffect, useState } from "react";
import { onSetupRequired } from "../../../api/client";
import { adminSetupOnly, clearAdminSetupOnly } from "../../auth/session";

/**
 * Whether the console must show only the two-factor setup: the session's sign-in said it may only
 * set it up (`setupRequired`, kept with the token), or the server has refused a call for that
 * reason (403 `two_factor_setup_required`: a session whose sign-in this browser did not see).
 * Every other session opens the console at once, with no call first. `done()` after a confirmed
 * setup opens it (the same session now has every right).
 */
export function useSetupGate(): { setupOnly: boolean; done(): void } {
  const [setupOnly, setSetupOnly] = useState(adminSetupOnly);

  useEffect(() => onSetupRequired(() => setSetupOnly(true)), []);

  return {
    setupOnly,
    done: () => {
      clearAdminSetupOnly();
      setSetupOnly(false);
    },
  };
}
