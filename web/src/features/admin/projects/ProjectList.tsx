import { Anchor } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { listProjects, type ProjectListItem, type ProjectSort } from "../../../api/admin";
import { patchQuery, useConsoleQuery } from "../consoleQuery";
import { SectionHeading } from "../SectionHeading";
import { ServerTable, type ServerColumn } from "../table/ServerTable";
import { useServerTable } from "../table/useServerTable";

/** Projects (product.md §2): Project Name, Client Name, Sprints count, Details. */
export function ProjectList() {
  const { t } = useTranslation();
  const { params } = useConsoleQuery();
  const table = useServerTable(listProjects, { defaultSort: { sort: "createdAt", order: "desc" } });

  const columns: ServerColumn<ProjectListItem, ProjectSort>[] = [
    { accessor: "title", title: t("admin.projects.name"), sortKey: "title" },
    { accessor: "client.name", title: t("admin.projects.client"), sortKey: "client" },
    { accessor: "sprintCount", title: t("admin.projects.sprints"), sortKey: "sprintCount", textAlign: "right" },
    {
      accessor: "details",
      title: t("admin.projects.details"),
      textAlign: "right",
      render: (p) => (
        // The list's page, sort and search stay in the URL: Back returns to them.
        <Anchor
          component={Link}
          to={`?${patchQuery(params, { project: p._id, tab: null })}`}
          aria-label={t("admin.projects.detailsOf", { title: p.title })}
        >
          {t("admin.projects.details")}
        </Anchor>
      ),
    },
  ];

  return (
    <>
      <SectionHeading title={t("admin.nav.projects")} />
      <ServerTable
        table={table}
        columns={columns}
        label={t("admin.projects.tableLabel")}
        loadError={t("admin.projects.loadError")}
        empty={t("admin.projects.empty")}
        searchLabel={t("admin.projects.search")}
      />
    </>
  );
}
