import { Anchor, Button } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { listTeam, type Member, type TeamSort } from "../../../api/admin";
import { patchQuery, useConsoleQuery } from "../consoleQuery";
import { SectionHeading } from "../SectionHeading";
import { ServerTable, type ServerColumn } from "../table/ServerTable";
import { useServerTable } from "../table/useServerTable";
import { MemberFormModal } from "./MemberForm";
import { Person } from "../../ui/Person";

/** Team (product.md §2): Member Name, Role, Email, More; Add New Team. */
export function TeamList() {
  const { t } = useTranslation();
  const { params } = useConsoleQuery();
  const table = useServerTable(listTeam, { defaultSort: { sort: "name", order: "asc" } });
  const [adding, setAdding] = useState(false);

  const columns: ServerColumn<Member, TeamSort>[] = [
    { accessor: "name", title: t("admin.team.name"), sortKey: "name", render: (m) => <Person name={m.name} /> },
    { accessor: "role", title: t("admin.team.role"), sortKey: "role" },
    { accessor: "email", title: t("admin.team.email"), sortKey: "email" },
    {
      accessor: "more",
      title: t("admin.team.more"),
      textAlign: "right",
      render: (m) => (
        // The list's page, sort and search stay in the URL: the breadcrumb back to Team returns to them.
        <Anchor component={Link} to={`?${patchQuery(params, { member: m._id })}`} aria-label={t("admin.team.moreAbout", { name: m.name })}>
          {t("admin.team.more")}
        </Anchor>
      ),
    },
  ];

  return (
    <>
      <SectionHeading title={t("admin.nav.team")} actions={<Button onClick={() => setAdding(true)}>{t("admin.team.add")}</Button>} />
      <ServerTable
        table={table}
        columns={columns}
        label={t("admin.team.tableLabel")}
        loadError={t("admin.team.loadError")}
        empty={t("admin.team.empty")}
        searchLabel={t("admin.team.search")}
      />
      <MemberFormModal
        opened={adding}
        onCancel={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          table.reload();
        }}
      />
    </>
  );
}
