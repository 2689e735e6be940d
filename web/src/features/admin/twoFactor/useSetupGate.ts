import { useEffect, useState } from "react";
import { onSetupRequired } from "../../../api/client";
import { twoFactorStatus } from "../../../api/two-factor";
import { useRecord } from "../../data/useRecord";

export type GateState = "checking" | "setup" | "open";

/**
 * Whether the console may open or must show only the two-factor setup: a staff member who must use
 * two-factor (`STAFF_2FA=required`) and has not set it up holds a session that may only do that.
 * Read once from `GET /user/twoFactor`; any call later refused with 403
 * `two_factor_setup_required` closes the console too. `done()` after a confirmed setup reads the
 * status again (the same session now has every right). A status that cannot be read opens the
 * console: its sections then say what failed, and a refusal still closes it.
 */
export function useSetupGate(): { state: GateState; done(): void } {
  const status = useRecord((signal) => twoFactorStatus("admin", signal), "consoleTwoFactor");
  const [refused, setRefused] = useState(false);

  useEffect(() => onSetupRequired(() => setRefused(true)), []);

  let state: GateState;
  if (refused) state = "setup";
  else if (status.data) state = status.data.required && !status.data.enabled ? "setup" : "open";
  else state = status.error ? "open" : "checking";

  return {
    state,
    done: () => {
      setRefused(false);
      status.reload();
    },
  };
}
