import { useEffect, useRef, useState, type FormEvent } from "react";
import { rateLimitMessage, submitContact, type ContactSubmission } from "../../api/public";
import { ApiError } from "../../api/client";
import { contact } from "../../i18n/en.json";
import { loadWasm } from "../../wasm";
import { CheckboxField, focusFirstInvalid, TextAreaField, TextField } from "../forms/fields";
import { useFieldErrors } from "../forms/useFieldErrors";

type Outcome = { kind: "success" | "error"; text: string } | null;

/** The form holds every field of the body. */
type ContactValues = Required<ContactSubmission>;

const EMPTY: ContactValues = { name: "", email: "", phone: "", message: "", permission: true, website: "" };

/**
 * Contact form (product.md §4, §5, §8): idle, then success or error. The shared rules (WASM
 * `validateContact`) run on submit and the request goes only when they find nothing; the module is
 * fetched when the visitor first touches the form, not with the page.
 */
export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [attempt, setAttempt] = useState(0);
  const { errors, show, clear } = useFieldErrors();

  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(formRef.current);
  }, [attempt]);

  function set<K extends keyof ContactValues>(field: K, value: ContactValues[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const w = await loadWasm();
    const problems = w.validateContact(values);
    if (problems.length > 0) {
      show(problems);
      setOutcome(null);
      setAttempt((n) => n + 1);
      return;
    }
    setSubmitting(true);
    try {
      await submitContact(values);
      setOutcome({ kind: "success", text: contact.success.replace("{{name}}", values.name.trim()) });
      setValues(EMPTY);
    } catch (err) {
      if (err instanceof ApiError && err.fields.length > 0) {
        show(err.fields);
        setAttempt((n) => n + 1);
      }
      setOutcome({ kind: "error", text: rateLimitMessage(err) ?? contact.failure });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form
      ref={formRef}
      className="stack contact-form"
      onSubmit={onSubmit}
      onFocus={() => void loadWasm()}
      noValidate
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">{contact.formTitle}</h2>
      <div className="field-row">
        <TextField
          label={contact.name}
          name="name"
          autoComplete="name"
          required
          value={values.name}
          error={errors.name}
          onChange={(e) => set("name", e.currentTarget.value)}
        />
        <TextField
          label={contact.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          error={errors.email}
          onChange={(e) => set("email", e.currentTarget.value)}
        />
      </div>
      <TextField
        label={contact.phone}
        name="phone"
        type="tel"
        autoComplete="tel"
        inputMode="numeric"
        required
        value={values.phone}
        error={errors.phone}
        onChange={(e) => set("phone", e.currentTarget.value)}
      />
      <TextAreaField
        label={contact.message}
        name="message"
        rows={5}
        required
        value={values.message}
        error={errors.message}
        onChange={(e) => set("message", e.currentTarget.value)}
      />
      {/* The honeypot: off-screen, out of the tab order and hidden from assistive technology. */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="contact-website">Website</label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(e) => set("website", e.currentTarget.value)}
        />
      </div>
      <CheckboxField
        label={contact.permission}
        name="permission"
        checked={values.permission}
        error={errors.permission}
        onChange={(e) => set("permission", e.currentTarget.checked)}
      />
      <div>
        <button type="submit" className="button" disabled={submitting} aria-busy={submitting || undefined}>
          {contact.submit}
        </button>
      </div>
      <div className="form-outcome" aria-live="polite">
        {outcome && (
          <p className="form-message" data-kind={outcome.kind}>
            {outcome.text}
          </p>
        )}
      </div>
    </form>
  );
}
