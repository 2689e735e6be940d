/**
 * Said on the window when the person signs out: the live updates stop at once (`LiveUpdates`), so
 * no change heard meanwhile has the page read with a session that is ending (a 401 the browser
 * logs). Its own small module: the stream's code loads later, this is needed by sign-out.
 */
export const LIVE_STOP = "portico:live-stop";

export function stopLiveUpdates(): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(LIVE_STOP));
}
