import { useState } from "react";

/**
 * Whether a dialog has been opened at least once: a lazily loaded dialog is mounted from its first
 * opening on (and stays, so it can animate closed), so a screen's first visit does not fetch the
 * code of dialogs nobody opened.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
