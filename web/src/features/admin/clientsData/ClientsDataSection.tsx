import { Anchor, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { listClientsData, type ClientOverview, type ClientOverviewSort } from "../../../api/admin";
import { display } from "../../../wasm/display";
import { consoleHref } from "../consoleQuery";
import { useMoney } from "../../project/format";
import { SectionHeading } from "../SectionHeading";
import { ServerTable, type ServerColumn } from "../table/ServerTable";
import { useServerTable } from "../table/useServerTable";

/**
 * Clients Data: per client, projects, open tickets, unpaid milestones and their sum, and the last
 * activity, sorted and paged by the server (`GET /api/admin/clientsData`). A client's name opens them.
 */
export default function ClientsDataSection() {
  const { t } = useTranslation();
  const money = useMoney();
  const table = useServerTable(listClientsData, { defaultSort: { sort: "name", order: "asc" } });

  const columns: ServerColumn<ClientOverview, ClientOverviewSort>[] = [
    {
      accessor: "name",
      title: t("admin.clientsData.client"),
      sortKey: "name",
      render: (c) => (
        <>
          <Anchor component={Link} to={consoleHref("clients", { client: c._id })} fw={600}>
            {c.name}
          </Anchor>
          <Text size="sm" c="var(--pc-text-muted)">
            {c.brandName}
            {!c.active && ` · ${t("admin.clientsData.inactive")}`}
          </Text>
        </>
      ),
    },
    { accessor: "projects", title: t("admin.clientsData.projects"), sortKey: "projects", textAlign: "right" },
    { accessor: "openTickets", title: t("admin.clientsData.openTickets"), sortKey: "openTickets", textAlign: "right" },
    { accessor: "unpaidMilestones", title: t("admin.clientsData.unpaidMilestones"), sortKey: "unpaidMilestones", textAlign: "right" },
    {
      accessor: "unpaid",
      title: t("admin.clientsData.unpaidAmount"),
      textAlign: "right",
      // One line per currency: amounts of different currencies are never added.
      render: (c) =>
        c.unpaid.length === 0 ? "—" : c.unpaid.map((u) => <div key={u.currency}>{money(u)}</div>),
    },
    {
      accessor: "lastActivity",
      title: t("admin.clientsData.lastActivity"),
      sortKey: "lastActivity",
      render: (c) => (c.lastActivity ? <time dateTime={c.lastActivity}>{display().displayDate(c.lastActivity)}</time> : t("admin.clientsData.never")),
    },
  ];

  return (
    <>
      <SectionHeading title={t("admin.nav.clientsData")} />
      <ServerTable
        table={table}
        columns={columns}
        label={t("admin.clientsData.tableLabel")}
        loadError={t("admin.clientsData.loadError")}
        empty={t("admin.clientsData.empty")}
        searchLabel={t("admin.clientsData.search")}
      />
    </>
  );
}
