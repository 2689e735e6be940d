import { Anchor, Badge, Button, NativeSelect } from "@mantine/core";
import "@mantine/core/styles/Badge.layer.css";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { listClients, type Client, type ClientSort } from "../../../api/admin";
import { patchQuery, useConsoleQuery } from "../consoleQuery";
import { SectionHeading } from "../SectionHeading";
import { ServerTable, type ServerColumn } from "../table/ServerTable";
import { useServerTable } from "../table/useServerTable";
import { useOpenedOnce } from "../useOpenedOnce";
import { InvitationBadge } from "./InvitationBadge";
import type { InvitationLinkShown } from "./InvitationLinkModal";

// The dialogs' code (forms, rules) is fetched when one first opens.
const ClientFormModal = lazy(() => import("./ClientForm").then((m) => ({ default: m.ClientFormModal })));
const InvitationLinkModal = lazy(() => import("./InvitationLinkModal").then((m) => ({ default: m.InvitationLinkModal })));

/** The Active filter as the URL holds it (`?active=true|false`); absent means every client. */
export function activeFilter(raw: string | null): boolean | undefined {
  return raw === "true" ? true : raw === "false" ? false : undefined;
}

/**
 * Clients (product.md §2): Client Name, Brand Name, Email, Details/More; an Active filter; Add New
 * Client. A client invited by email and not yet in shows so beside their name.
 */
export function ClientList() {
  const { t } = useTranslation();
  const { params, update } = useConsoleQuery();
  const active = activeFilter(params.get("active"));
  const table = useServerTable(listClients, { defaultSort: { sort: "createdAt", order: "desc" }, filters: { active } });
  const [adding, setAdding] = useState(false);
  const [invitationLink, setInvitationLink] = useState<InvitationLinkShown | null>(null);
  const addOpened = useOpenedOnce(adding);
  const linkOpened = useOpenedOnce(invitationLink !== null);

  const columns: ServerColumn<Client, ClientSort>[] = [
    {
      accessor: "name",
      title: t("admin.clients.name"),
      sortKey: "name",
      render: (c) => (
        <>
          {c.name}
          {!c.active && (
            <Badge color="red.9" variant="light" ml="xs" size="sm">
              {t("admin.clients.deactivated")}
            </Badge>
          )}
          <InvitationBadge account={c} ml="xs" size="sm" />
        </>
      ),
    },
    { accessor: "brandName", title: t("admin.clients.brandName"), sortKey: "brandName" },
    { accessor: "email", title: t("admin.clients.email"), sortKey: "email" },
    {
      accessor: "more",
      title: t("admin.clients.more"),
      textAlign: "right",
      render: (c) => (
        // The list's page, sort, search and filter stay in the URL: Back to clients returns to them.
        <Anchor component={Link} size="sm" to={`?${patchQuery(params, { client: c._id })}`} aria-label={t("admin.clients.moreAbout", { name: c.name })}>
          {t("admin.clients.details")}
        </Anchor>
      ),
    },
  ];

  return (
    <>
      <SectionHeading title={t("admin.nav.clients")} actions={<Button onClick={() => setAdding(true)}>{t("admin.clients.add")}</Button>} />
      <ServerTable
        table={table}
        columns={columns}
        label={t("admin.clients.tableLabel")}
        loadError={t("admin.clients.loadError")}
        empty={t("admin.clients.empty")}
        searchLabel={t("admin.clients.search")}
        toolbar={
          <NativeSelect
            label={t("admin.clients.activeFilter")}
            value={active === undefined ? "" : String(active)}
            onChange={(e) => update({ active: e.currentTarget.value || null }, { replace: true })}
            data={[
              { value: "", label: t("admin.clients.filterAll") },
              { value: "true", label: t("admin.clients.filterActive") },
              { value: "false", label: t("admin.clients.filterDeactivated") },
            ]}
          />
        }
      />
      <Suspense fallback={null}>
        {addOpened && (
          <ClientFormModal
            dialog={adding ? { kind: "add" } : null}
            onCancel={() => setAdding(false)}
            onSaved={(client) => {
              setAdding(false);
              // Invited while no mail server is configured: staff send the link themselves.
              if (client?.invitationLink) setInvitationLink({ name: client.name, link: client.invitationLink });
              table.reload();
            }}
          />
        )}
        {linkOpened && <InvitationLinkModal shown={invitationLink} onClose={() => setInvitationLink(null)} />}
      </Suspense>
    </>
  );
}
