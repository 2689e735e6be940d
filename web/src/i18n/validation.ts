/**
 * Field errors come from the Rust rules (and the API) with an English `message` and a stable
 * `code`. English shows the message as given; French and Hindi show a translation of the code, so
 * no English wording is repeated here. A code whose meaning depends on the field (the server's
 * `conflict`: "An account with this email already exists" on `email`) is keyed `field.code`, and
 * that key wins over the bare code.
 */
import type { FieldError } from "../wasm";
import fr from "./validation/fr.json";
import hi from "./validation/hi.json";

export const VALIDATION_CATALOGS: Readonly<Record<string, Readonly<Record<string, string>>>> = { fr, hi };

/**
 * `errors` with their messages in `language`; unknown codes keep the English message. A figure the
 * English message states (the largest file, as this server is configured) is given in `values` and
 * fills the translation's `{{name}}`.
 */
export function localizeFieldErrors(errors: readonly FieldError[], language: string, values: Readonly<Record<string, string>> = {}): FieldError[] {
  const catalog = VALIDATION_CATALOGS[language];
  if (!catalog) return [...errors];
  const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
  return errors.map((e) => {
    const translated = catalog[`${e.field}.${e.code}`] ?? catalog[e.code];
    return { ...e, message: translated ? fill(translated) : e.message };
  });
}
