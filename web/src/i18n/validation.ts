/**
 * Field errors come from the Rust rules (and the API) with an English `message` and a stable
 * `code`. English shows the message as given; French and Hindi show a translation of the code, so
 * no English wording is repeated here.
 */
import type { FieldError } from "../wasm";
import fr from "./validation/fr.json";
import hi from "./validation/hi.json";

export const VALIDATION_CATALOGS: Readonly<Record<string, Readonly<Record<string, string>>>> = { fr, hi };

/** `errors` with their messages in `language`; unknown codes keep the English message. */
export function localizeFieldErrors(errors: readonly FieldError[], language: string): FieldError[] {
  const catalog = VALIDATION_CATALOGS[language];
  if (!catalog) return [...errors];
  return errors.map((e) => ({ ...e, message: catalog[e.code] ?? e.message }));
}
