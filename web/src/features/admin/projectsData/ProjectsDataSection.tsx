import { Anchor, Progress, Text } from "@mantine/core";
import "@mantine/core/styles/Progress.layer.css";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { listProjectsData, type ProjectOverview, type ProjectOverviewSort } from "../../../api/admin";
import { labelText } from "../../../i18n/labels";
import { display } from "../../../wasm/display";
import { consoleHref } from "../consoleQuery";
import { TASK_STATUSES } from "../projects/choices";
import { useMoney } from "../../project/format";
import "../projects/projects.css";
import { SectionHeading } from "../SectionHeading";
import { OnlinePaymentsPanel } from "./OnlinePaymentsPanel";
import { ReceivablesPanel } from "./ReceivablesPanel";
import { ServerTable, type ServerColumn } from "../table/ServerTable";
import { useServerTable } from "../table/useServerTable";

/**
 * Projects Data: per project, tasks done of total (with a bar) and by status, the active sprint,
 * overdue tasks, goals done, paid and outstanding amounts (`GET /api/admin/projectsData`). A
 * project's title opens its detail.
 */
export default function ProjectsDataSection() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const table = useServerTable(listProjectsData, { defaultSort: { sort: "title", order: "asc" } });
  const statusName = (status: string) => labelText(display().taskStatusLabel(status), i18n.language);

  const columns: ServerColumn<ProjectOverview, ProjectOverviewSort>[] = [
    {
      accessor: "title",
      title: t("admin.projectsData.project"),
      sortKey: "title",
      render: (p) => (
        <Anchor component={Link} to={consoleHref("projects", { project: p._id })} fw={600}>
          {p.title}
        </Anchor>
      ),
    },
    { accessor: "client.name", title: t("admin.projectsData.client"), sortKey: "client" },
    {
      accessor: "tasksDone",
      title: t("admin.projectsData.tasksDone"),
      sortKey: "tasksDone",
      cellsClassName: "progress-cell",
      render: (p) => {
        const said = t("admin.projectsData.doneOf", { done: p.tasksDone, total: p.tasksTotal });
        return (
          <>
            <Text size="sm">{said}</Text>
            <Progress
              value={p.tasksTotal === 0 ? 0 : Math.round((100 * p.tasksDone) / p.tasksTotal)}
              size="sm"
              mt={4}
              color="green.8"
              aria-label={t("admin.projectsData.progressOf", { title: p.title })}
            />
          </>
        );
      },
    },
    {
      accessor: "tasksByStatus",
      title: t("admin.projectsData.byStatus"),
      render: (p) => (
        <Text size="sm" component="div">
          {TASK_STATUSES.map((s) => (
            <div key={s} className="nowrap">
              {statusName(s)}: {p.tasksByStatus[s]}
            </div>
          ))}
        </Text>
      ),
    },
    {
      accessor: "activeSprint",
      title: t("admin.projectsData.activeSprint"),
      render: (p) => p.activeSprint?.title ?? <Text span c="var(--pc-text-muted)">{t("admin.projectsData.noActiveSprint")}</Text>,
    },
    { accessor: "overdueTasks", title: t("admin.projectsData.overdue"), sortKey: "overdueTasks", textAlign: "right" },
    {
      accessor: "goalsDone",
      title: t("admin.projectsData.goals"),
      sortKey: "goalsDone",
      render: (p) => t("admin.projectsData.doneOf", { done: p.goalsDone, total: p.goalsTotal }),
    },
    { accessor: "paidAmount", title: t("admin.projectsData.paid"), sortKey: "paidAmount", textAlign: "right", render: (p) => money(p.paid) },
    {
      accessor: "outstandingAmount",
      title: t("admin.projectsData.outstanding"),
      sortKey: "outstandingAmount",
      textAlign: "right",
      render: (p) => money(p.outstanding),
    },
  ];

  return (
    <>
      <SectionHeading title={t("admin.nav.projectsData")} />
      <ReceivablesPanel />
      <OnlinePaymentsPanel />
      <ServerTable
        table={table}
        columns={columns}
        label={t("admin.projectsData.tableLabel")}
        loadError={t("admin.projectsData.loadError")}
        empty={t("admin.projectsData.empty")}
        searchLabel={t("admin.projectsData.search")}
      />
    </>
  );
}
