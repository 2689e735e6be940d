import type { FieldError } from "../../wasm";
import { wasm } from "../../wasm";

export type NewPasswordValues = {
  password: string;
  /** The same password typed again; the browser's check only, never sent. */
  confirm: string;
};

/**
 * Whether an emailed link's token has the shape of one of ours, by the rule the server applies
 * first (`shared` TokenPasswordInput): a mangled link is explained without asking the server.
 */
export function tokenLooksValid(token: string): boolean {
  return !wasm()
    .validateTokenPassword({ token })
    .some((e) => e.field === "token");
}

/**
 * A password chosen from an emailed link (reset, invitation): the endpoint's own rule
 * (`validateTokenPassword`; the page has checked the token already), then, once it passes, whether
 * it was typed the same twice. `differ` is that message, already in the interface language.
 */
export function newPasswordRule(token: string, values: NewPasswordValues, differ: string): FieldError[] {
  const problems = wasm()
    .validateTokenPassword({ token, password: values.password })
    .filter((e) => e.field !== "token");
  if (problems.length === 0 && values.confirm !== values.password) {
    problems.push({ field: "confirm", code: "passwords_differ", message: differ });
  }
  return problems;
}
