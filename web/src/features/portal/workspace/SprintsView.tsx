import { Table, Tabs } from "@mantine/core";
import "@mantine/core/styles/Table.layer.css";
import "@mantine/core/styles/Tabs.layer.css";
import { useTranslation } from "react-i18next";
import type { Sprint } from "../../../api/client";
import { display } from "../../../wasm/display";
import { LabelCell } from "../LabelCell";

/** Every sprint of the project in one table (product.md §2, Sprints view), with its real order. */
export function SprintsView({ sprints }: { sprints: readonly Sprint[] }) {
  const { t } = useTranslation();
  const w = display();
  return (
    <Tabs defaultValue="main" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="main">{t("portal.mainTable")}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="main" pt="md">
        {sprints.length === 0 ? (
          <p className="muted">{t("portal.noSprints")}</p>
        ) : (
          <Table.ScrollContainer minWidth={1000} type="native">
            <Table striped withTableBorder verticalSpacing="xs">
              <Table.Caption className="visually-hidden">{t("portal.sprints")}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t("portal.col.sprint")}</Table.Th>
                  <Table.Th scope="col">{t("portal.col.sprintGoals")}</Table.Th>
                  <Table.Th scope="col">{t("portal.col.sprintOrder")}</Table.Th>
                  <Table.Th scope="col">{t("portal.col.active")}</Table.Th>
                  <Table.Th scope="col">{t("portal.col.sprintTimeline")}</Table.Th>
                  <Table.Th scope="col">{t("portal.col.tasks")}</Table.Th>
                  <Table.Th scope="col">{t("portal.col.completed")}</Table.Th>
                  <Table.Th scope="col">{t("portal.col.startDate")}</Table.Th>
                  <Table.Th scope="col">{t("portal.col.endDate")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sprints.map((s) => (
                  <Table.Tr key={s._id}>
                    <Table.Th scope="row" fw={600}>
                      {s.title}
                    </Table.Th>
                    <Table.Td>{s.goal}</Table.Td>
                    <Table.Td>{s.order}</Table.Td>
                    <LabelCell label={w.sprintActiveLabel(s.status.active)} />
                    <Table.Td>{s.timeline}</Table.Td>
                    <Table.Td>{s.tasks.length}</Table.Td>
                    <LabelCell label={w.sprintCompletedLabel(s.status.completed)} />
                    <Table.Td className="nowrap">{s.startDate ? w.displayDate(s.startDate) : ""}</Table.Td>
                    <Table.Td className="nowrap">{s.endDate ? w.displayDate(s.endDate) : ""}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
