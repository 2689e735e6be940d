import { useEffect } from "react";

/**
 * Said on the window once per gathered burst of live changes (`LiveUpdates`): screens that read
 * for themselves (not through the page's loaders) read again.
 */
export const LIVE_CHANGED = "portico:live-changed";

/** Calls `reload` (stable) whenever the live stream says something the person sees changed. */
export function useLiveReload(reload: () => void): void {
  useEffect(() => {
    window.addEventListener(LIVE_CHANGED, reload);
    return () => window.removeEventListener(LIVE_CHANGED, reload);
  }, [reload]);
}
