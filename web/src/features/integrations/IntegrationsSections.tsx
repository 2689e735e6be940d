import { lazy } from "react";
import { Lazily } from "../data/Lazily";
import { loadIntegrationsWords } from "./words";

// Its own chunk, with its words in the interface language: the settings page's first load does
// not carry it.
const Body = lazy(() => Promise.all([import("./PortalIntegrations"), loadIntegrationsWords()]).then(([m]) => m));

/** The calendar link, API tokens and (for a company's owners) webhooks, in the portal's settings. */
export function IntegrationsSections(props: { owner: boolean; className?: string }) {
  return (
    <Lazily>
      <Body {...props} />
    </Lazily>
  );
}
