import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { rateLimitMessage, subscribeNewsletter } from "../../api/public";
import { common, newsletter } from "../../i18n/en.json";
import { CONSTANTS } from "../../wasm/constants";
import { loadWasm } from "../../wasm";
import { FieldError, OutcomeMessage, type FormOutcome } from "../forms/fields";

/**
 * Footer newsletter box (product.md §4): idle -> submitting (button disabled) -> success or error.
 * Either way the input is cleared and the message shows for the shared newsletter duration (3 s);
 * then the box is ready again. (The original left the button disabled for good after a refusal; a
 * visitor who mistyped would be stuck, so it comes back with the message's end.)
 */
export function NewsletterForm() {
  const inputId = useId();
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const w = await loadWasm();
    const problems = w.validateNewsletter({ email });
    if (problems.length > 0) {
      setFieldError(problems[0]?.message);
      setBusy(false);
      return;
    }
    let next: FormOutcome;
    try {
      await subscribeNewsletter(email);
      next = { kind: "success", text: newsletter.success };
    } catch (err) {
      next = { kind: "error", text: rateLimitMessage(err) ?? newsletter.failure };
    }
    setOutcome(next);
    setEmail("");
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setOutcome(null);
      setBusy(false);
    }, CONSTANTS.newsletterMessageMs);
  }

  return (
    <form className="newsletter" onSubmit={onSubmit} onFocus={() => void loadWasm()} noValidate aria-label={newsletter.title}>
      <label htmlFor={inputId} className="visually-hidden">
        {common.email}
      </label>
      <div className="newsletter-row">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={newsletter.placeholder}
          value={email}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${inputId}-error` : undefined}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setFieldError(undefined);
          }}
        />
        <button type="submit" className="button" disabled={busy}>
          {common.submit}
        </button>
      </div>
      <FieldError id={inputId} error={fieldError} />
      <OutcomeMessage outcome={outcome} />
    </form>
  );
}
