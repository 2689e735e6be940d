import { useMantineColorScheme } from "@mantine/core";
import { useEffect } from "react";
import { staffProfile } from "../../api/mail-admin";
import { isAppearance, toScheme } from "./appearance";

// The hooks that apply an account's appearance, apart from the settings' choice (AppearanceChoice):
// every portal page and the console use them, so they come without its form, styles and words.

/** The staff member's appearance, read once when the console opens (a sign-in on another browser). */
export function useStaffAppearance() {
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => {
    const controller = new AbortController();
    staffProfile(controller.signal).then(
      (p) => {
        if (isAppearance(p.appearance)) setColorScheme(toScheme(p.appearance));
      },
      () => undefined, // this browser's copy stays
    );
    return () => controller.abort();
  }, [setColorScheme]);
}
