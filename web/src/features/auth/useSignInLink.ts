import { useState } from "react";
import { requestSignInLink } from "../../api/account";
import { ApiError } from "../../api/client";
import { loadWasm, type FieldError } from "../../wasm";

export type SignInLinkState = "idle" | "sending" | "sent";

/**
 * "Email me a sign-in link", offered once sign-in is refused for too many attempts: checks the
 * typed address with the shared rule (`validateAccountEmail`) (messages go under the email field through `show`), then
 * asks for a one-time link. The server answers the same for unknown addresses, so `sent` says
 * only that the request went through. `failure` holds a refusal that is not about the field.
 *
 * Light (no UI library, no translations): the public site's Login modal uses it too.
 */
export function useSignInLink(show: (errors: readonly FieldError[]) => void) {
  const [state, setState] = useState<SignInLinkState>("idle");
  const [failure, setFailure] = useState<unknown>(null);

  async function send(email: string): Promise<void> {
    if (state === "sending") return;
    const w = await loadWasm();
    const problems = w.validateAccountEmail({ email });
    if (problems.length > 0) {
      show(problems);
      return;
    }
    setState("sending");
    setFailure(null);
    try {
      await requestSignInLink(email);
      setState("sent");
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (fields.length > 0) show(fields);
      else setFailure(err);
      setState("idle");
    }
  }

  return { send, state, sending: state === "sending", sent: state === "sent", failure };
}

/** The field errors a refusal carries: its `fields`, or its one `field`. */
function fieldErrorsOf(err: unknown): FieldError[] {
  if (!(err instanceof ApiError)) return [];
  if (err.fields.length > 0) return err.fields;
  return err.field ? [{ field: err.field, code: err.code, message: err.message }] : [];
}
