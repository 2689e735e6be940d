import { Button, Group, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { leavePage, setReadOnlyNotice } from "../../api/client";
import { currentViewAs } from "../auth/session";
import { endViewAs } from "./viewAs";
import "./viewAs.css";

/**
 * On every portal page while a staff member views a client's portal: whose portal it is, that it
 * is read-only, and Exit view (back to that client in the console). Also gives the API layer its
 * read-only notice in the interface language.
 */
export function ViewAsBanner() {
  const { t } = useTranslation();
  const [view] = useState(currentViewAs);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (view) setReadOnlyNotice({ title: t("admin.viewAs.refusedTitle"), description: t("admin.viewAs.refusedBody") });
  }, [view, t]);

  if (!view) return null;

  async function onExit() {
    setLeaving(true);
    // Nothing the portal reads from here on would go out with the view's session as it ends.
    leavePage();
    const back = await endViewAs();
    // A full load: nothing the portal held in memory for this client outlives the view.
    window.location.assign(back);
  }

  return (
    <aside className="view-as-banner" aria-label={t("admin.viewAs.bannerLabel")}>
      <Group justify="space-between" gap="sm" wrap="wrap" px="md" py={6}>
        <Text size="sm" fw={600}>
          {t("admin.viewAs.banner", { name: view.clientName })}
        </Text>
        <Button size="compact-sm" variant="white" color="dark" loading={leaving} onClick={() => void onExit()}>
          {t("admin.viewAs.exit")}
        </Button>
      </Group>
    </aside>
  );
}
