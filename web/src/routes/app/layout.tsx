import { MantineProvider } from "@mantine/core";
import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/global.layer.css";
import "@mantine/core/styles/UnstyledButton.layer.css";
import "@mantine/core/styles/Button.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/Loader.layer.css";
import "@mantine/core/styles/Alert.layer.css";
import "@mantine/core/styles/Stack.layer.css";
import "@mantine/core/styles/Group.layer.css";
import "@mantine/core/styles/Container.layer.css";
import "@mantine/core/styles/Title.layer.css";
import "@mantine/core/styles/Text.layer.css";
import "@mantine/core/styles/Anchor.layer.css";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { colorSchemeManager, printLight } from "../../features/appearance/appearance";
import { setToastLabels } from "../../features/toasts/store";
import "../../i18n";
import "../../app.css";
import { theme } from "../../theme";

/**
 * Every screen that is not a public marketing page (client portal, sign-in pages, back office, 404):
 * Mantine components and translated text. The public pages do without both to stay light.
 */
export default function AppLayout() {
  const { t, i18n } = useTranslation();

  // The toasts live in the root (they outlive navigations); they speak the portal's language here.
  // The public pages set <html lang="en">; coming back from them, the page's language is ours again.
  useEffect(() => {
    setToastLabels({ region: t("common.notifications"), close: t("common.close") });
    document.documentElement.lang = i18n.language;
  }, [t, i18n.language]);

  useEffect(printLight, []);

  return (
    // Light, dark, or as the device is set: the person's choice (features/appearance). Every CSS
    // variable of the theme is written here, at run time, rather than Mantine's defaults shipping as
    // a stylesheet too (27 KB, 3 KB compressed, on every signed-in first load) for the provider to
    // write only the differences over.
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="auto" deduplicateCssVariables={false}>
      <Outlet />
    </MantineProvider>
  );
}
