import { localStorageColorSchemeManager, useMantineColorScheme, type MantineColorScheme } from "@mantine/core";
import { useEffect, useEffectEvent } from "react";

/** How a person wants the portal and the console drawn (`shared`'s APPEARANCES). */
export type Appearance = "light" | "dark" | "system";
export const APPEARANCES: readonly Appearance[] = ["light", "dark", "system"];

export function isAppearance(value: unknown): value is Appearance {
  return typeof value === "string" && (APPEARANCES as readonly string[]).includes(value);
}

/**
 * The account's choice lives on the server (`PUT /user/appearance`); this browser keeps a copy so
 * a reload is drawn right before the profile arrives. Mantine calls "system" `auto`.
 */
export const colorSchemeManager = localStorageColorSchemeManager({ key: "appearance" });

export function toScheme(appearance: Appearance): MantineColorScheme {
  return appearance === "system" ? "auto" : appearance;
}

export function fromScheme(scheme: MantineColorScheme): Appearance {
  return scheme === "auto" ? "system" : scheme;
}

/**
 * Printing is always light (a report on paper, the print view): the page is drawn light between
 * `beforeprint` and `afterprint`, whatever the person chose. Returns the clean-up.
 */
export function printLight(): () => void {
  const root = document.documentElement;
  let was: string | null = null;
  const before = () => {
    was = root.getAttribute("data-mantine-color-scheme");
    root.setAttribute("data-mantine-color-scheme", "light");
  };
  const after = () => {
    if (was) root.setAttribute("data-mantine-color-scheme", was);
  };
  window.addEventListener("beforeprint", before);
  window.addEventListener("afterprint", after);
  return () => {
    window.removeEventListener("beforeprint", before);
    window.removeEventListener("afterprint", after);
  };
}

/** Draws an appearance read from an account (anything else, an older server's answer, is left alone). */
export function drawAppearance(setColorScheme: (scheme: MantineColorScheme) => void, appearance: string | undefined) {
  if (isAppearance(appearance)) setColorScheme(toScheme(appearance));
}

/**
 * The account's appearance, applied when its profile arrives (a sign-in on another browser). An
 * effect event: Mantine's `setColorScheme` is a new function at every render, and as the effect's
 * dependency it ran the effect at each.
 */
export function useAccountAppearance(appearance: string | undefined) {
  const { setColorScheme } = useMantineColorScheme();
  const apply = useEffectEvent((a: string | undefined) => drawAppearance(setColorScheme, a));
  useEffect(() => apply(appearance), [appearance]);
}
