import { useState } from "react";
import { signInOptions, startOidcSignIn, type SignInOptions } from "../../api/oidc";
import { useRecord } from "../data/useRecord";
import { goToProvider, type OidcFrom } from "./attempt";

/**
 * "Sign in with {provider}": asks the server for a new attempt, keeps its binding in this tab and
 * sends the browser to the provider (the callback page finishes it). `starting` stays true while
 * the page leaves; `failure` holds why it could not start (the provider unreachable, too many
 * attempts, the network), for `oidcFailureCode`.
 *
 * Light (no UI library, no translations): the public site's Login modal uses it too.
 */
export function useOidcSignIn(from: OidcFrom, provider: string) {
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  async function start(): Promise<void> {
    if (starting) return;
    setStarting(true);
    setFailure(null);
    try {
      goToProvider(await startOidcSignIn(), { purpose: "signIn", from, provider });
    } catch (err) {
      setFailure(err);
      setStarting(false);
    }
  }

  return { start, starting, failure };
}

/**
 * How people sign in here, for screens without a loader (the Login modal, settings): `undefined`
 * until known, and when it cannot be read, so the password form alone is offered then.
 */
export function useSignInOptions(): SignInOptions | undefined {
  return useRecord((signal) => signInOptions(signal), "signInOptions").data;
}
