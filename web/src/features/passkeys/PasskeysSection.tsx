import { lazy } from "react";
import type { SignedAuth } from "../../api/account";
import { loadSecurityWords } from "../../i18n";
import { Lazily } from "../data/Lazily";
import { useSignInOptions } from "../oidc/useOidcSignIn";

// Its own chunk, with its words in the interface language: the settings pages' first load does
// not carry it.
const Body = lazy(() => Promise.all([import("./PasskeysPanel"), loadSecurityWords()]).then(([m]) => m));

/** "Passkeys" in one's own settings, when passkeys work on this server (`/auth/providers`). */
export function PasskeysSection(props: { auth: SignedAuth; className?: string }) {
  const options = useSignInOptions();
  if (!options?.passkeys) return null;
  return (
    <Lazily>
      <Body {...props} />
    </Lazily>
  );
}
