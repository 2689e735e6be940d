import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from "react";

/**
 * Plain, light form fields for the public pages: a visible label, the control, and the message the
 * shared rules returned, tied to the control with `aria-describedby` and `aria-invalid`.
 */
interface FieldProps {
  label: string;
  error?: string;
  /** Marks the field required for people (asterisk) and assistive technology (aria-required). */
  required?: boolean;
  /** Something inside the control's box, at its right (e.g. the password's Show button). */
  trailing?: ReactNode;
  /** A line under the label saying what to type, read out with the control. */
  hint?: string;
}

/** The ids the control is described by: its hint, then its message. */
function describedBy(id: string, hint: string | undefined, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** The rules' message under a control, with the id its `aria-describedby` names (`<id>-error`). */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p className="field-error" id={`${id}-error`}>
      {error}
    </p>
  );
}

function Frame({
  id,
  label,
  error,
  required,
  trailing,
  hint,
  children,
}: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className="field" data-invalid={error ? true : undefined}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="field-required" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <div className="field-control">
        {children}
        {trailing}
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

export function TextField({
  label,
  error,
  required,
  trailing,
  hint,
  ref,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "required"> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} required={required} trailing={trailing} hint={hint}>
      <input
        ref={ref}
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </Frame>
  );
}

export function TextAreaField({
  label,
  error,
  required,
  ...textarea
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "required">) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} required={required}>
      <textarea
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...textarea}
      />
    </Frame>
  );
}

export function CheckboxField({
  label,
  error,
  ...input
}: { label: string; error?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const id = useId();
  return (
    <div className="field field-checkbox" data-invalid={error ? true : undefined}>
      <div className="checkbox-row">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** What became of a form once sent: thanks, or what went wrong. */
export type FormOutcome = { kind: "success" | "error"; text: string } | null;

/** Where a form says what became of it, a polite live region that is there before anything is said. */
export function OutcomeMessage({ outcome, className }: { outcome: FormOutcome; className?: string }) {
  return (
    <div className={className} aria-live="polite">
      {outcome && (
        <p className="form-message" data-kind={outcome.kind}>
          {outcome.text}
        </p>
      )}
    </div>
  );
}

/** Moves focus to the first control the rules complained about, in document order. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
