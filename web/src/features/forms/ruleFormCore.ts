// Imports nothing of Mantine or i18next: the public pages' forms use it too (docs/decisions/0007).
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { loadWasm, wasmIsLoaded, type FieldError } from "../../wasm";
import { toast, type ToastOptions } from "../toasts/store";
import { focusFirstInvalid } from "./fields";
import { useFieldErrors, type FieldErrors } from "./useFieldErrors";
import type { Failure, WriteOptions } from "./useWrite";

type Values = Record<string, unknown>;

/** The fields of `V` that hold text (what `input()` can bind). */
export type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;
/** The fields of `V` that hold a yes/no (what `checkbox()` can bind). */
export type FlagField<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V] & string;

export interface RuleFormOptions<V extends Values, R> extends WriteOptions<R> {
  initial: V;
  /**
   * The `shared` rule, through WASM: `(v) => wasm().validateTeamMember(v)`. It runs on submit; no
   * request is sent while it complains, and each message shows under its field. The rules' module
   * is fetched when the form first gets focus and awaited on submit, so pages that only show data
   * never fetch it.
   */
  rule?: (values: V) => readonly FieldError[];
  /** Sends the request. */
  submit: (values: V) => Promise<R>;
  /** Back to `initial` after a success (a form that stays on screen for the next entry). */
  resetOnSuccess?: boolean;
  /**
   * Says a failed request the form's own way (the public pages' message under the form) instead of
   * the error toast; the fields' messages still show under the fields.
   */
  onFailure?: (err: unknown) => void;
}

export interface RuleForm<V extends Values> {
  values: V;
  /** The first message per field (the rule's, or the server's), in the interface language. */
  errors: FieldErrors;
  submitting: boolean;
  /** Changes one value and clears that field's message (product.md §5: errors clear on edit). */
  setValue<K extends keyof V & string>(field: K, value: V[K]): void;
  /**
   * Props for a text control (Mantine `TextInput`, `Textarea`, `PasswordInput`...): name, value,
   * error, onChange, and `aria-invalid` (which `PasswordInput` does not set by itself).
   */
  input(field: TextField<V>): {
    name: string;
    value: string;
    error: string | undefined;
    "aria-invalid": boolean | undefined;
    onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void;
  };
  /** Props for a Mantine `Checkbox`. */
  checkbox(field: FlagField<V>): {
    name: string;
    checked: boolean;
    error: string | undefined;
    onChange(event: ChangeEvent<HTMLInputElement>): void;
  };
  /**
   * Spread on the `<form>`: submit handler, the ref used to focus the first invalid field,
   * `noValidate`, and a focus handler that fetches the rules while the user types.
   */
  formProps: {
    ref: (element: HTMLFormElement | null) => void;
    onSubmit(event: FormEvent<HTMLFormElement>): void;
    onFocus(): void;
    noValidate: true;
  };
  /** Submits from outside a `<form>` element. */
  submit(): Promise<void>;
  /** Puts `values` (or the initial ones) back and clears every message. */
  reset(values?: V): void;
}

/** What the form pattern needs from the screen it is on: how it words messages and failures. */
export interface RuleFormSetting {
  /** The rule's messages in the interface language. */
  localize(errors: readonly FieldError[]): FieldError[];
  /** A failed request sorted out (`useFailure` on translated screens); `has` says which fields the form has. */
  fail(err: unknown, has: (field: string) => boolean): Failure;
}

/**
 * The one form pattern ('useRuleForm' on translated screens): holds the values, runs the shared rule on submit, shows each message under
 * its field, sends the request, maps the server's `fields` / `field` errors back under the same
 * fields, toasts anything else, and on success toasts and calls `onSuccess` (which re-reads the
 * data: a table's `reload`, a route's revalidation). A second submit while one is under way is
 * ignored. Focus goes to the first field with a message.
 */
export function useRuleFormIn<V extends Values, R = unknown>(options: RuleFormOptions<V, R>, { localize, fail }: RuleFormSetting): RuleForm<V> {
  const { initial } = options;
  const [values, setValues] = useState<V>(initial);
  const [submitting, setSubmitting] = useState(false);
  const { errors, show, clear } = useFieldErrors();
  const form = useRef<HTMLFormElement | null>(null);
  const inFlight = useRef(false);
  const [focusRequests, setFocusRequests] = useState(0);

  useEffect(() => {
    if (focusRequests > 0) focusFirstInvalid(form.current);
  }, [focusRequests]);

  const showFields = useCallback(
    (list: readonly FieldError[]) => {
      show(list);
      if (list.length > 0) setFocusRequests((n) => n + 1);
    },
    [show],
  );

  const setValue = useCallback(
    <K extends keyof V & string>(field: K, value: V[K]) => {
      setValues((prev) => ({ ...prev, [field]: value }));
      clear(field);
    },
    [clear],
  );

  async function submit() {
    if (inFlight.current) return;
    if (options.rule && !wasmIsLoaded()) {
      inFlight.current = true;
      try {
        await loadWasm();
      } catch (err) {
        // The module could not be fetched (offline): say so; the values stay in the form.
        const { message } = fail(err, () => false);
        if (message) toast({ title: options.failure, description: message, status: "error" });
        return;
      } finally {
        inFlight.current = false;
      }
    }
    const problems = options.rule?.(values) ?? [];
    if (problems.length > 0) {
      showFields(localize(problems));
      return;
    }
    show([]);
    inFlight.current = true;
    setSubmitting(true);
    let result: R;
    try {
      result = await options.submit(values);
    } catch (err) {
      const { fields, message } = fail(err, (field) => Object.hasOwn(values, field));
      showFields(fields);
      if (options.onFailure) options.onFailure(err);
      else if (message) toast({ title: options.failure, description: message, status: "error" });
      return;
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
    successToast(options.success, result);
    if (options.resetOnSuccess) setValues(initial);
    await options.onSuccess?.(result);
  }

  return {
    values,
    errors,
    submitting,
    setValue,
    input: (field) => ({
      name: field,
      value: String(values[field] ?? ""),
      error: errors[field],
      "aria-invalid": errors[field] !== undefined || undefined,
      onChange: (event) => setValue(field, event.currentTarget.value as V[typeof field]),
    }),
    checkbox: (field) => ({
      name: field,
      checked: values[field] === true,
      error: errors[field],
      onChange: (event) => setValue(field, event.currentTarget.checked as V[typeof field]),
    }),
    formProps: {
      ref: (element) => {
        form.current = element;
      },
      onSubmit: (event) => {
        event.preventDefault();
        void submit();
      },
      onFocus: () => {
        if (options.rule) void loadWasm();
      },
      noValidate: true,
    },
    submit,
    reset: (next = initial) => {
      setValues(next);
      show([]);
    },
  };
}

/** The success toast of a write: fixed, or made from the server's answer. `status` defaults to success. */
export type SuccessToast<R> = ToastOptions | ((result: R) => ToastOptions);

export function successToast<R>(success: SuccessToast<R> | null, result: R) {
  if (!success) return;
  const options = typeof success === "function" ? success(result) : success;
  toast({ status: "success", ...options });
}
