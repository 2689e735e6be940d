import { useState } from "react";
import { ApiError } from "../../api/client";
import { rateLimitMessage, submitContact, type ContactSubmission } from "../../api/public";
import { contact } from "../../i18n/en.json";
import { wasm } from "../../wasm";
import { CheckboxField, OutcomeMessage, TextAreaField, TextField, type FormOutcome } from "../forms/fields";
import { useRuleFormIn, type RuleFormSetting } from "../forms/ruleFormCore";

/** The form holds every field of the body. */
type ContactValues = Required<ContactSubmission>;

const EMPTY: ContactValues = { name: "", email: "", phone: "", message: "", permission: true, website: "" };

/** The public pages are English only, and say a failure under the form (below), not in a toast. */
const PUBLIC_PAGE: RuleFormSetting = {
  localize: (errors) => [...errors],
  fail: (err, has) => ({ fields: err instanceof ApiError ? err.fields.filter((e) => has(e.field)) : [], message: null }),
};

/**
 * Contact form (product.md §4, §5, §8): idle, then success or error, said under the form rather
 * than in a toast. The shared rules (WASM `validateContact`) run on submit and the request goes only
 * when they find nothing; the module is fetched when the visitor first touches the form, not with
 * the page.
 */
export function ContactForm() {
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const form = useRuleFormIn(
    {
      initial: EMPTY,
      rule: (v) => {
        const problems = wasm().validateContact(v);
        if (problems.length > 0) setOutcome(null);
        return problems;
      },
      submit: async (v) => {
        await submitContact(v);
        return v.name.trim();
      },
      success: null,
      failure: contact.failure,
      resetOnSuccess: true,
      onSuccess: (name) => setOutcome({ kind: "success", text: contact.success.replace("{{name}}", name) }),
      onFailure: (err) => setOutcome({ kind: "error", text: rateLimitMessage(err) ?? contact.failure }),
    },
    PUBLIC_PAGE,
  );
  const { input, submitting } = form;

  return (
    <form {...form.formProps} className="stack contact-form" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{contact.formTitle}</h2>
      <div className="field-row">
        <TextField label={contact.name} autoComplete="name" required {...input("name")} />
        <TextField label={contact.email} type="email" autoComplete="email" required {...input("email")} />
      </div>
      <TextField label={contact.phone} type="tel" autoComplete="tel" inputMode="numeric" required {...input("phone")} />
      <TextAreaField label={contact.message} rows={5} required {...input("message")} />
      {/* The honeypot: off-screen, out of the tab order and hidden from assistive technology. */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="contact-website">Website</label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={form.values.website}
          onChange={(e) => form.setValue("website", e.currentTarget.value)}
        />
      </div>
      <CheckboxField label={contact.permission} {...form.checkbox("permission")} />
      <div>
        <button type="submit" className="button" disabled={submitting} aria-busy={submitting || undefined}>
          {contact.submit}
        </button>
      </div>
      <OutcomeMessage outcome={outcome} className="form-outcome" />
    </form>
  );
}
