import { Anchor } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { listAudit, type AuditEntry } from "../../../api/admin";
import { consoleHref, useConsoleQuery } from "../consoleQuery";
import { ClientSelect } from "../pickers/ClientSelect";
import { ProjectSelect } from "../pickers/ProjectSelect";
import { SectionHeading } from "../SectionHeading";
import { ServerTable, type ServerColumn } from "../table/ServerTable";
import { useServerTable } from "../table/useServerTable";
import { AuditDialog, useAuditWords } from "./AuditDialog";
import { formatInstant } from "./diff";

/**
 * The audit log: every staff write, newest first (when, who, action, record, client, project),
 * filtered by client and project (kept in the URL); Details shows the record before and after.
 */
export default function AuditSection() {
  const { t } = useTranslation();
  const { params, update } = useConsoleQuery();
  const client = params.get("client");
  const project = params.get("project");
  const table = useServerTable(listAudit, {
    defaultSort: { sort: "createdAt", order: "desc" },
    filters: { client: client ?? undefined, project: project ?? undefined },
  });
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const words = useAuditWords();

  const columns: ServerColumn<AuditEntry, "createdAt">[] = [
    { accessor: "createdAt", title: t("admin.audit.when"), sortKey: "createdAt", render: (e) => formatInstant(e.createdAt), noWrap: true },
    { accessor: "actor.name", title: t("admin.audit.who") },
    { accessor: "action", title: t("admin.audit.action"), render: (e) => words.action(e.action) },
    { accessor: "entity", title: t("admin.audit.entity"), render: (e) => words.entity(e.entity) },
    {
      accessor: "client.name",
      title: t("admin.audit.client"),
      render: (e) =>
        e.client ? (
          <Anchor component={Link} to={consoleHref("clients", { client: e.client._id })} size="sm">
            {e.client.name}
          </Anchor>
        ) : (
          "—"
        ),
    },
    {
      accessor: "project.title",
      title: t("admin.audit.project"),
      render: (e) =>
        e.project ? (
          <Anchor component={Link} to={consoleHref("projects", { project: e.project._id })} size="sm">
            {e.project.title}
          </Anchor>
        ) : (
          "—"
        ),
    },
    {
      accessor: "details",
      title: t("admin.audit.details"),
      textAlign: "right",
      render: (e) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          aria-haspopup="dialog"
          onClick={() => setOpen(e)}
          aria-label={t("admin.audit.detailsOf", { action: words.action(e.action), when: formatInstant(e.createdAt) })}
        >
          {t("admin.audit.details")}
        </Anchor>
      ),
    },
  ];

  return (
    <>
      <SectionHeading title={t("admin.nav.audit")} />
      <ServerTable
        table={table}
        columns={columns}
        label={t("admin.audit.tableLabel")}
        loadError={t("admin.audit.loadError")}
        empty={t("admin.audit.empty")}
        searchLabel={t("admin.audit.search")}
        toolbar={
          <>
            <ClientSelect value={client} onChange={(id) => update({ client: id, project: null }, { replace: true })} />
            <ProjectSelect value={project} client={client} onChange={(id) => update({ project: id }, { replace: true })} />
          </>
        }
      />
      <AuditDialog entry={open} onClose={() => setOpen(null)} />
    </>
  );
}
