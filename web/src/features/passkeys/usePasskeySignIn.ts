import { useEffect, useRef, useState } from "react";
import type { LoginResponse, SignInAnswer } from "../../api/client";
import { finishPasskeySignIn, startPasskeySignIn } from "../../api/passkeys";
import { autofillSupported, getCredential, isDismissed, rememberPasskeyUse } from "./ceremony";

function isSession(answer: SignInAnswer): answer is LoginResponse {
  return typeof (answer as Partial<LoginResponse>).token === "string";
}

/**
 * "Sign in with a passkey" (`start`, for any passkey this device has for the site) and, while the
 * form is on screen, the email field's passkey autofill where the browser offers it and a passkey
 * was used here before (a conditional request that waits for the person; the field needs
 * `autocomplete="... webauthn"`). A passkey is
 * both factors: the answer is a session, handed to `onSignedIn`. Closing the browser's dialog is
 * not a failure. Light (no UI library, no translations): the Login modal uses it too.
 */
export function usePasskeySignIn({ enabled, onSignedIn }: { enabled: boolean; onSignedIn(session: LoginResponse): Promise<void> | void }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const autofill = useRef<AbortController | null>(null);
  const signedIn = useRef(onSignedIn);
  useEffect(() => {
    signedIn.current = onSignedIn;
  }, [onSignedIn]);

  async function finish(ceremony: Awaited<ReturnType<typeof startPasskeySignIn>>, credential: unknown) {
    const answer = await finishPasskeySignIn(ceremony.ceremony, credential);
    rememberPasskeyUse();
    if (isSession(answer)) await signedIn.current(answer);
  }

  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    autofill.current = abort;
    void (async () => {
      if (!(await autofillSupported()) || abort.signal.aborted) return;
      try {
        const ceremony = await startPasskeySignIn(undefined, abort.signal);
        const credential = await getCredential(ceremony, { conditional: true, signal: abort.signal });
        await finish(ceremony, credential);
      } catch (err) {
        if (!abort.signal.aborted && !isDismissed(err)) setFailure(err);
      }
    })();
    return () => abort.abort();
  }, [enabled]);

  async function start(): Promise<void> {
    if (busy) return;
    // One request at a time: the autofill's waiting request ends first.
    autofill.current?.abort();
    setBusy(true);
    setFailure(null);
    try {
      const ceremony = await startPasskeySignIn();
      await finish(ceremony, await getCredential(ceremony));
    } catch (err) {
      if (!isDismissed(err)) setFailure(err);
    } finally {
      setBusy(false);
    }
  }

  return { start, busy, failure };
}
