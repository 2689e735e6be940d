import { Tabs } from "@mantine/core";
import "@mantine/core/styles/Tabs.layer.css";
import { useTranslation } from "react-i18next";
import type { Sprint } from "../../../api/client";
import { SprintTable } from "../../project/SprintTable";

/** Every sprint of the project in one table (product.md §2, Sprints view), with its real order. */
export function SprintsView({ sprints }: { sprints: readonly Sprint[] }) {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="main" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="main">{t("portal.mainTable")}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="main" pt="md">
        {sprints.length === 0 ? (
          <p className="muted">{t("portal.noSprints")}</p>
        ) : (
          <SprintTable sprints={sprints} caption={t("portal.sprints")} minWidth={1000} />
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
