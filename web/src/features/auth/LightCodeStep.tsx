import { auth } from "../../i18n/en.json";
import { TextField } from "../forms/fields";
import { useCodeField } from "./useCodeField";
import type { CodeStep } from "./useCodeStep";

/**
 * The code step of the public site's Login modal, on its plain fields (no UI library): the same
 * field as the translated screens' `CodeStepForm` (text, `one-time-code`, no pattern, since a
 * recovery code has letters), focused when the step opens and again after a refused code.
 * `error(err)` words a refusal that is not about the code (too many attempts, the network).
 */
export function LightCodeStep({ step, labelledBy, error, onBack }: { step: CodeStep; labelledBy: string; error(err: unknown): string; onBack(): void }) {
  const field = useCodeField(step);

  return (
    <form onSubmit={field.onSubmit} noValidate aria-labelledby={labelledBy} aria-describedby="login-code-intro" className="stack">
      <p id="login-code-intro">{auth.codeIntro}</p>
      <TextField label={auth.codeLabel} hint={auth.codeHint} {...field.input} />
      {/* Present before it speaks, so screen readers announce the answer. */}
      <p role="alert" className="form-message" data-kind="error">
        {step.failure !== null ? error(step.failure) : ""}
      </p>
      <button type="submit" className="button button-block" disabled={step.submitting} aria-busy={step.submitting || undefined}>
        {step.submitting ? auth.codeChecking : auth.codeSubmit}
      </button>
      <button type="button" className="button button-quiet button-block" onClick={onBack}>
        {auth.codeBack}
      </button>
    </form>
  );
}
