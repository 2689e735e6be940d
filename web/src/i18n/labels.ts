/**
 * Status, priority and flag labels come from the Rust rules (`shared/src/labels.rs`) with their
 * English text and a stable `key`. English shows that text as given; the other interface languages
 * look the key up here, so the English wording is written once, in Rust.
 */
import type { Label } from "../wasm";
import fr from "./labels/fr.json";
import hi from "./labels/hi.json";

export const LABEL_CATALOGS: Readonly<Record<string, Readonly<Record<string, string>>>> = { fr, hi };

/** `label` as shown in `language`; the Rust text when there is no translation. */
export function labelText(label: Pick<Label, "key" | "text">, language: string): string {
  return LABEL_CATALOGS[language]?.[label.key] ?? label.text;
}
