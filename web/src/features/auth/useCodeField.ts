import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import type { CodeStep } from "./useCodeStep";

/**
 * The code step's one field, the same in both of its forms (the translated screens' and the public
 * site's Login modal): plain text with `one-time-code` (the browser may offer a code it received)
 * and no pattern (a recovery code has letters), focused when the step opens and again after a
 * refused code. `input` goes on the field, with its label and hint; `onSubmit` on the form.
 * Light (no UI library), as `useCodeStep`.
 */
export function useCodeField(step: CodeStep) {
  const [code, setCode] = useState("");
  const ref = useRef<HTMLInputElement>(null);
  const message = step.errors.code;

  useEffect(() => {
    ref.current?.focus();
  }, []);
  // A refused code takes the keyboard back to the field, with its message read out.
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);

  const input = {
    ref,
    name: "code",
    type: "text",
    autoComplete: "one-time-code",
    autoCapitalize: "none",
    autoCorrect: "off",
    spellCheck: false,
    required: true,
    value: code,
    error: message,
    onChange(event: ChangeEvent<HTMLInputElement>) {
      setCode(event.currentTarget.value);
      step.clear("code");
    },
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await step.submit(code);
  }

  return { input, onSubmit };
}
