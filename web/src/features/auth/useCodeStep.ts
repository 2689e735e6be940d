import { useState } from "react";
import { ApiError, type LoginResponse, type SignInAnswer } from "../../api/client";
import { isChallenge, isChallengeExpired, twoFactorSignIn } from "../../api/two-factor";
import { loadWasm, type FieldError } from "../../wasm";
import { useFieldErrors } from "../forms/useFieldErrors";

interface Options {
  /** The code was right: a session, to keep exactly as a sign-in without the code step would. */
  onSignedIn(signedIn: LoginResponse): Promise<void> | void;
  /** Field messages in the interface language (the translated screens); as the rules wrote them otherwise. */
  localize?: (errors: readonly FieldError[]) => FieldError[];
}

/**
 * The second step of a sign-in, after a password, an emailed link or an accepted invitation whose
 * account has two-factor on: `answer(signInAnswer)` keeps a session at once or, for a
 * challenge, opens the step (`challenge` is set); `submit(code)` checks the code with the shared
 * rule (`validateTwoFactorSignIn`; nothing is sent while it complains) and sends it. A wrong code
 * goes under the field (`errors.code`); a challenge past its five minutes or five codes closes the
 * step with `expired` set (the person starts again from their password); any other refusal (too
 * many attempts, the network) is kept in `failure`. `back()` leaves the step.
 *
 * Light (no UI library, no translations): the public site's Login modal uses it too.
 */
export function useCodeStep({ onSignedIn, localize = (e) => [...e] }: Options) {
  const [challenge, setChallenge] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [expired, setExpired] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const fieldErrors = useFieldErrors();
  const { show } = fieldErrors;

  function open(next: string | null) {
    setChallenge(next);
    setFailure(null);
    show([]);
  }

  /** What a sign-in answered: a session is kept at once; a challenge opens the code step. */
  async function answer(signIn: SignInAnswer): Promise<void> {
    if (isChallenge(signIn)) {
      setExpired(false);
      open(signIn.challenge);
      return;
    }
    await onSignedIn(signIn);
  }

  function expire() {
    open(null);
    setExpired(true);
  }

  async function submit(code: string): Promise<void> {
    if (submitting || challenge === null) return;
    const w = await loadWasm();
    const problems = w.validateTwoFactorSignIn({ challenge, code });
    if (problems.some((e) => e.field === "challenge")) {
      expire();
      return;
    }
    if (problems.length > 0) {
      show(localize(problems));
      return;
    }
    setSubmitting(true);
    setFailure(null);
    let signedIn: LoginResponse;
    try {
      signedIn = await twoFactorSignIn({ challenge, code });
    } catch (err) {
      if (isChallengeExpired(err)) expire();
      else if (err instanceof ApiError && err.fields.some((f) => f.field === "code")) show(localize(err.fields));
      else setFailure(err);
      return;
    } finally {
      setSubmitting(false);
    }
    await onSignedIn(signedIn);
  }

  return {
    challenge,
    answer,
    submit,
    submitting,
    /** The last challenge ran out: say so where the password is asked again. */
    expired,
    failure,
    /** Back to whatever came before the step (the password form). */
    back: () => {
      setExpired(false);
      open(null);
    },
    /** Forgets the "expired" notice (a new sign-in started). */
    clearExpired: () => setExpired(false),
    errors: fieldErrors.errors,
    clear: fieldErrors.clear,
  };
}

export type CodeStep = ReturnType<typeof useCodeStep>;
