/** Where the browser goes when it leaves the app (a provider's page); a seam for tests (jsdom cannot leave the page). */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
