import { useMantineColorScheme } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { errorMessageKey, isReadOnlyRefusal, saveAppearance } from "../../api/client";
import { toast } from "../toasts/store";
import { APPEARANCES, fromScheme, toScheme, type Appearance } from "./appearance";
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
