import { useMantineColorScheme } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageKey, isReadOnlyRefusal, saveAppearance } from "../../api/client";
import { staffProfile } from "../../api/mail-admin";
import { toast } from "../toasts/store";
import { APPEARANCES, fromScheme, isAppearance, toScheme, type Appearance } from "./appearance";
import "./appearance.css";

/**
 * Light, dark, or as the device is set: drawn at once, then kept on the account (`auth` says
 * whose: the client's or the staff member's). A failed save keeps the choice in this browser.
 */
export function AppearanceChoice({ auth }: { auth: "client" | "admin" }) {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const current = fromScheme(colorScheme);

  async function choose(appearance: Appearance) {
    setColorScheme(toScheme(appearance));
    try {
      await saveAppearance(appearance, auth);
      toast({ title: t("settings.appearanceSaved"), status: "success" });
    } catch (err) {
      // A staff member's read-only view of the portal: the API layer has said so already.
      if (!isReadOnlyRefusal(err)) toast({ title: t("settings.appearanceNotSaved"), description: t(errorMessageKey(err)), status: "error" });
    }
  }

  return (
    <fieldset className="appearance-choice">
      <legend>{t("settings.appearance")}</legend>
      <div className="appearance-options">
        {APPEARANCES.map((a) => (
          <label key={a} className="appearance-option">
            <input type="radio" name="appearance" value={a} checked={current === a} onChange={() => void choose(a)} />
            <span>{t(`settings.appearance_${a}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

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

/** The account's appearance, applied when its profile arrives (a sign-in on another browser). */
export function useAccountAppearance(appearance: string | undefined) {
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => {
    if (isAppearance(appearance)) setColorScheme(toScheme(appearance));
  }, [appearance, setColorScheme]);
}
