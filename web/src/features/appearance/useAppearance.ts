import { useMantineColorScheme } from "@mantine/core";
import { useEffect, useEffectEvent } from "react";
import { staffProfile } from "../../api/mail-admin";
import { drawAppearance } from "./appearance";

// The hooks that apply an account's appearance, apart from the settings' choice (AppearanceChoice):
// every portal page and the console use them, so they come without its form, styles and words.

/** The staff member's appearance, read once when the console opens (a sign-in on another browser). */
export function useStaffAppearance() {
  const { setColorScheme } = useMantineColorScheme();
  // An effect event: `setColorScheme` is a new function at every render (see useAccountAppearance).
  const apply = useEffectEvent((a: string | undefined) => drawAppearance(setColorScheme, a));
  useEffect(() => {
    const controller = new AbortController();
    staffProfile(controller.signal).then(
      (p) => apply(p.appearance),
      () => undefined, // this browser's copy stays
    );
    return () => controller.abort();
  }, []);
}
