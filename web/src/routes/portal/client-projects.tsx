import { Anchor, Container, Table, Text } from "@mantine/core";
import "@mantine/core/styles/Table.layer.css";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { projectsUser } from "../../api/client";
import { LabelBadge } from "../../features/labels/LabelCell";
import { portalFetch } from "../../features/portal/load";
import { readWithMoney } from "../../features/portal/money";
import { workspacePath } from "../../features/project/paths";
import { ColumnHeads } from "../../features/project/ColumnHeads";
import { display } from "../../wasm/display";
import { titleMeta } from "../../titleMeta";
import type { Route } from "./+types/client-projects";
import { PageHeader } from "../../features/page/PageHeader";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { projects: await portalFetch(projectsUser(request.signal), "projects") };
}

export const meta = titleMeta("Client projects | Portico");

/** Manage: every project of the client in one table, each opening its workspace. */
export default function ClientProjects({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { projects } = loaderData;
  const w = display();
  // The costing column only for those who handle money (the reads carry no cost otherwise).
  const money = projects.ok && projects.data.some(readWithMoney);
  return (
    <Container size="xl" className="portal-main">
      <PageHeader title={t("portal.clientProjectsTitle")} />
      {!projects.ok ? (
        <p className="error-text" role="alert">
          {t("portal.loadFailed")}
        </p>
      ) : projects.data.length === 0 ? (
        <Text c="var(--pc-text-muted)">{t("portal.noProjects")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={900} type="native">
          <Table striped withTableBorder verticalSpacing="sm">
            <Table.Caption className="visually-hidden">{t("portal.clientProjectsTitle")}</Table.Caption>
            <ColumnHeads
              names={[
                t("portal.col.project"),
                t("portal.col.description"),
                t("portal.sprints"),
                t("portal.col.currentSprint"),
                t("portal.projectTimeline"),
                ...(money ? [t("portal.costing")] : []),
                t("portal.col.started"),
              ]}
            />
            <Table.Tbody>
              {projects.data.map((p) => {
                const active = p.sprints.filter((s) => s.status.active);
                return (
                  <Table.Tr key={p._id}>
                    <Table.Th scope="row">
                      <Anchor component={Link} to={workspacePath(p.title)} fw={600} c="var(--pc-link)">
                        {p.title}
                      </Anchor>
                    </Table.Th>
                    <Table.Td>{p.projectDesc}</Table.Td>
                    <Table.Td>{p.sprints.length}</Table.Td>
                    <Table.Td>
                      {active.length === 0 ? (
                        <LabelBadge label={w.sprintActiveLabel(false)} />
                      ) : (
                        active.map((s) => <div key={s._id}>{s.title}</div>)
                      )}
                    </Table.Td>
                    <Table.Td>{p.projectTimeline}</Table.Td>
                    {money && <Table.Td>{p.projectCost}</Table.Td>}
                    <Table.Td className="nowrap">{w.displayDate(p.NoteDate ?? p.createdAt)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Container>
  );
}
