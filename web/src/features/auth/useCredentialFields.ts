import { useEffect, useRef, useState, type ChangeEvent } from "react";
import type { FieldErrors } from "../forms/useFieldErrors";

interface Options {
  /** The rules' and the server's messages for the fields (from `useLogin`). */
  errors: FieldErrors;
  /** Forgets a field's message: typing in it clears it. */
  clear(field: string): void;
  /** The code step ran out (`code.expired`): back at the form, the keyboard goes to the password. */
  codeExpired: boolean;
}

/**
 * The address and the password of a sign-in form, the same in the translated screens' `LoginForm`
 * and the public site's Login modal: each field's value, ref, message and change handler (`email`,
 * `password`, to spread on the field beside its label), the password's Show/Hide (`shown`,
 * `toggleShown`), and `startAgain()` for "Use another account" (both emptied, the keyboard back at
 * the address). Light (no UI library), as `useLogin`.
 */
export function useCredentialFields({ errors, clear, codeExpired }: Options) {
  const [email, setEmail] = useBoundField("email", errors.email, clear);
  const [password, setPassword] = useBoundField("password", errors.password, clear);
  const [shown, setShown] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // Back from the code step: the keyboard starts again at the address.
  const [returned, setReturned] = useState(0);
  useEffect(() => {
    if (returned > 0) emailRef.current?.focus();
  }, [returned]);

  // The code ran out: the password is asked again (the address is still filled in).
  useEffect(() => {
    if (codeExpired) passwordRef.current?.focus();
  }, [codeExpired]);

  return {
    values: { email: email.value, password: password.value },
    emailRef,
    email: { ref: emailRef, type: "email", ...email },
    password: { ref: passwordRef, type: shown ? "text" : "password", autoComplete: "current-password", ...password },
    shown,
    toggleShown: () => setShown((s) => !s),
    startAgain() {
      setEmail("");
      setPassword("");
      setReturned((n) => n + 1);
    },
  };
}

/** One field's value and message, bound to its input (typing clears the message), and its setter. */
function useBoundField(name: "email" | "password", error: string | undefined, clear: (field: string) => void) {
  const [value, setValue] = useState("");
  const input = {
    name,
    value,
    error,
    onChange(event: ChangeEvent<HTMLInputElement>) {
      setValue(event.currentTarget.value);
      clear(name);
    },
  };
  return [input, setValue] as const;
}
