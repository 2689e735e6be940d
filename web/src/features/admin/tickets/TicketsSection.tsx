import { ActionIcon, Anchor, NativeSelect } from "@mantine/core";
import "@mantine/core/styles/ActionIcon.layer.css";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { deleteTicket, findTicket, listTickets, setTicketStatus, type TicketSort, type TicketStatus } from "../../../api/admin";
import { errorMessageKey, type Ticket } from "../../../api/client";
import { labelText } from "../../../i18n/labels";
import { display } from "../../../wasm/display";
import { CONSTANTS } from "../../../wasm/constants";
import { useRecord } from "../../data/useRecord";
import { useConfirm } from "../../dialogs/useConfirm";
import { useWrite } from "../../forms/useWrite";
import { toast } from "../../toasts/store";
import { useConsoleQuery } from "../consoleQuery";
import { ClientSelect } from "../pickers/ClientSelect";
import { SectionHeading } from "../SectionHeading";
import { ServerTable, type ServerColumn } from "../table/ServerTable";
import { useServerTable } from "../table/useServerTable";
import { TrashIcon } from "../TrashIcon";
import { TicketDialog } from "./TicketDialog";
import { TICKET_STATUSES, ticketStatusFilter } from "./ticketStatus";

/**
 * Tickets of every client (product.md §2): title, client, status with an Open/Closed selector,
 * created and updated dates, delete after a confirmation; filters by status and client (kept in the
 * URL); a ticket's title opens its description, conversation and the staff reply box. The open
 * ticket is in the URL too (`?ticket=<id>`, what notification emails link to): a ticket that is
 * not on the current page is read on its own; closing the dialog removes the parameter.
 */
export default function TicketsSection() {
  const { t, i18n } = useTranslation();
  const { params, update } = useConsoleQuery();
  const status = ticketStatusFilter(params.get("status"));
  const client = params.get("client");
  const table = useServerTable(listTickets, {
    defaultSort: { sort: "createdAt", order: "desc" },
    filters: { status, client: client ?? undefined },
  });
  const openId = params.get("ticket");
  const setOpenId = (id: string | null) => update({ ticket: id }, { replace: true });
  const onPage = openId === null ? undefined : table.rows.find((r) => r._id === openId);
  const linked = useLinkedTicket(openId !== null && onPage === undefined && table.settled ? openId : null);
  // While a ticket that left the page (closed under the Open filter) is read on its own, the dialog
  // keeps its last copy rather than closing and opening again.
  const [last, setLast] = useState<Ticket | null>(null);
  const current = onPage ?? linked.ticket;
  if (current !== null && current !== last) setLast(current);
  const open = current ?? (last !== null && last._id === openId ? last : null);
  const { confirm, dialog } = useConfirm();
  const write = useWrite();
  const w = display();
  const statusText = (s: string) => labelText(w.ticketStatusLabel(s), i18n.language);

  function onStatus(ticket: Ticket, next: TicketStatus) {
    void write(() => setTicketStatus(ticket._id, next), {
      success: { title: t(next === "Open" ? "admin.tickets.reopened" : "admin.tickets.closed", { title: ticket.title }) },
      failure: t("admin.tickets.statusFailed"),
      onSuccess: changed,
    });
  }

  /** A write on a ticket: read the page, and the ticket read on its own, again. */
  function changed() {
    table.reload();
    linked.reload();
  }

  function onDelete(ticket: Ticket) {
    void confirm({
      title: t("admin.tickets.deleteTitle", { title: ticket.title }),
      message: t("admin.tickets.deleteBody", { name: ticket.createdByName }),
      confirmLabel: t("admin.tickets.delete"),
      onConfirm: () =>
        write(() => deleteTicket(ticket._id), {
          success: { title: t("admin.tickets.deleted"), durationMs: CONSTANTS.toastTicketDeletedMs },
          failure: t("admin.tickets.deleteFailed"),
          onSuccess: () => {
            if (openId === ticket._id) setOpenId(null);
            table.reload();
          },
        }),
    });
  }

  const columns: ServerColumn<Ticket, TicketSort>[] = [
    {
      accessor: "title",
      title: t("admin.tickets.title"),
      sortKey: "title",
      render: (ticket) => (
        <Anchor component="button" type="button" size="sm" ta="left" onClick={() => setOpenId(ticket._id)} aria-haspopup="dialog">
          {ticket.title}
        </Anchor>
      ),
    },
    { accessor: "createdByName", title: t("admin.tickets.client"), sortKey: "client" },
    {
      accessor: "status",
      title: t("admin.tickets.status"),
      sortKey: "status",
      render: (ticket) => (
        <NativeSelect
          size="xs"
          aria-label={t("admin.tickets.statusOf", { title: ticket.title })}
          value={w.ticketIsOpen(ticket.status) ? "Open" : "Closed"}
          data={TICKET_STATUSES.map((s) => ({ value: s, label: statusText(s) }))}
          onChange={(e) => onStatus(ticket, e.currentTarget.value as TicketStatus)}
          classNames={{ input: w.ticketIsOpen(ticket.status) ? "ticket-open" : "ticket-closed" }}
          w={120}
        />
      ),
    },
    { accessor: "comments", title: t("admin.tickets.comments"), render: (ticket) => ticket.commentCount, textAlign: "right" },
    { accessor: "createdAt", title: t("admin.tickets.created"), sortKey: "createdAt", render: (ticket) => w.displayDate(ticket.createdAt) },
    { accessor: "updatedAt", title: t("admin.tickets.updated"), sortKey: "updatedAt", render: (ticket) => w.displayDate(ticket.updatedAt) },
    {
      accessor: "delete",
      title: t("admin.tickets.delete"),
      textAlign: "right",
      render: (ticket) => (
        <ActionIcon variant="subtle" color="red.9" aria-label={t("admin.tickets.deleteNamed", { title: ticket.title })} onClick={() => onDelete(ticket)}>
          <TrashIcon />
        </ActionIcon>
      ),
    },
  ];

  return (
    <>
      <SectionHeading title={t("admin.nav.tickets")} />
      <ServerTable
        table={table}
        columns={columns}
        label={t("admin.tickets.tableLabel")}
        loadError={t("admin.tickets.loadError")}
        empty={t("admin.tickets.empty")}
        searchLabel={t("admin.tickets.search")}
        toolbar={
          <>
            <NativeSelect
              label={t("admin.tickets.statusFilter")}
              value={status ?? ""}
              onChange={(e) => update({ status: e.currentTarget.value || null }, { replace: true })}
              data={[{ value: "", label: t("admin.tickets.anyStatus") }, ...TICKET_STATUSES.map((s) => ({ value: s, label: statusText(s) }))]}
            />
            <ClientSelect value={client} onChange={(id) => update({ client: id }, { replace: true })} />
          </>
        }
      />
      <TicketDialog ticket={open} onClose={() => setOpenId(null)} onChanged={changed} onStatus={onStatus} />
      {dialog}
    </>
  );
}

/**
 * The ticket `?ticket=<id>` names when the table's page does not hold it, read on its own (null
 * while there is none to read or it is being read). Unknown, or unreadable: a toast says so and
 * the parameter goes, so the URL says what the screen shows.
 */
function useLinkedTicket(ticketId: string | null) {
  const { t } = useTranslation();
  const { update } = useConsoleQuery();
  const key = ticketId ?? "";
  const record = useRecord((signal) => (key === "" ? Promise.resolve(null) : findTicket(key, signal)), key);
  const { data, error, loading } = record;

  useEffect(() => {
    if (key === "" || loading) return;
    if (error) {
      toast({ status: "error", title: t("admin.tickets.openFailed"), description: t(errorMessageKey(error)) });
    } else if (data === null) {
      toast({ status: "info", title: t("admin.tickets.notFound") });
    } else {
      return;
    }
    update({ ticket: null }, { replace: true });
  }, [key, loading, data, error, t, update]);

  // The previous read stays while the ticket is read again (after a reply), so the dialog stays open.
  return { ticket: key !== "" && data?._id === key ? data : null, reload: record.reload };
}
