import { lazy } from "react";
import type { SignedAuth } from "../../api/account";
import { loadSecurityWords } from "../../i18n";
import { Lazily } from "../data/Lazily";

// Its own chunk, with its words in the interface language: the settings pages' first load does
// not carry it.
const Body = lazy(() => Promise.all([import("./SessionsPanel"), loadSecurityWords()]).then(([m]) => m));

/** "Where you are signed in" in one's own settings. */
export function SessionsSection(props: { auth: SignedAuth; className?: string }) {
  return (
    <Lazily>
      <Body {...props} />
    </Lazily>
  );
}
