import { ActionIcon, Anchor, NativeSelect, Tabs } from "@mantine/core";
import "@mantine/core/styles/ActionIcon.layer.css";
import "@mantine/core/styles/Tabs.layer.css";
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
import { isTicketPriority, isTicketState, setTicketPriority, setTicketState, TICKET_PRIORITIES, TICKET_STATES, type TicketPriority, type TicketState } from "../support/api";
import { SupportReport } from "../support/SupportReport";
import { DueCell, RatingCell, RequestedPriority } from "../support/TicketClock";
import { TicketDialog } from "./TicketDialog";
import { TICKET_STATUSES, ticketStatusFilter } from "./ticketStatus";

/**
 * Tickets of every client (product.md §2): title, client, status with an Open/Closed selector,
 * created and updated dates, delete after a confirmation; filters by status and client (kept in the
 * URL); a ticket's title opens its description, conversation and the staff reply box. The open
 * ticket is in the URL too (`?ticket=<id>`, what notification emails link to): a ticket that is
 * not on the current page is read on its own; closing the dialog removes the parameter.
 * On the clock (docs/support-clock.md): each ticket's state and priority (selectors), when its
 * first reply or resolution is due with a badge, and its rating; a state filter and a "Due first"
 * order. The Report tab (`?tab=report`) is the month report per company.
 */
export default function TicketsSection() {
  const { t } = useTranslation();
  const { params, update } = useConsoleQuery();
  const tab = params.get("tab") === "report" ? "report" : "list";
  return (
    <>
      <SectionHeading title={t("admin.nav.tickets")} />
      <Tabs value={tab} onChange={(value) => update({ tab: value === "report" ? "report" : null }, { replace: true })} keepMounted={false}>
        <Tabs.List mb="md" aria-label={t("admin.support.tickets.views")}>
          <Tabs.Tab value="list">{t("admin.support.tickets.list")}</Tabs.Tab>
          <Tabs.Tab value="report">{t("admin.support.tickets.report")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list">
          <TicketList />
        </Tabs.Panel>
        <Tabs.Panel value="report">
          <SupportReport />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

const SORT_CHOICES = { createdAt: "sortNewest", dueAt: "sortDue", priority: "sortPriority" } as const;

function TicketList() {
  const { t, i18n } = useTranslation();
  const { params, update } = useConsoleQuery();
  const stateFilter = params.get("state");
  const state = isTicketState(stateFilter) ? stateFilter : undefined;
  const status = ticketStatusFilter(params.get("status"));
  const client = params.get("client");
  const table = useServerTable(listTickets, {
    defaultSort: { sort: "createdAt", order: "desc" },
    filters: { status, state, client: client ?? undefined },
  });
  // A state or priority set answers the whole ticket: it replaces its row until the page is read again.
  const [fresh, setFresh] = useState<{ rows: Ticket[]; byId: Record<string, Ticket> }>({ rows: table.rows, byId: {} });
  // (An empty page is a new array at every render: nothing to forget then.)
  if (fresh.rows !== table.rows && (table.rows.length > 0 || fresh.rows.length > 0)) setFresh({ rows: table.rows, byId: {} });
  const rows = table.rows.map((r) => fresh.byId[r._id] ?? r);
  const shownTable = { ...table, rows };
  const openId = params.get("ticket");
  const setOpenId = (id: string | null) => update({ ticket: id }, { replace: true });
  const onPage = openId === null ? undefined : rows.find((r) => r._id === openId);
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

  function replaced(ticket: Ticket) {
    setFresh((prev) => ({ rows: prev.rows, byId: { ...prev.byId, [ticket._id]: ticket } }));
    if (linked.ticket?._id === ticket._id) linked.reload();
  }

  function onState(ticket: Ticket, next: TicketState) {
    void write(() => setTicketState(ticket._id, next), {
      success: { title: t("admin.support.tickets.stateSet", { title: ticket.title, state: t(`admin.support.state.${next}`) }) },
      failure: t("admin.support.tickets.stateFailed"),
      onSuccess: replaced,
    });
  }

  function onPriority(ticket: Ticket, next: TicketPriority) {
    void write(() => setTicketPriority(ticket._id, next), {
      success: { title: t("admin.support.tickets.prioritySet", { title: ticket.title, priority: t(`admin.support.priority.${next}`) }) },
      failure: t("admin.support.tickets.priorityFailed"),
      onSuccess: replaced,
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
      accessor: "state",
      title: t("admin.support.tickets.stateCol"),
      render: (ticket) => (
        <NativeSelect
          size="xs"
          aria-label={t("admin.support.tickets.stateOf", { title: ticket.title })}
          value={ticket.state}
          data={TICKET_STATES.map((s) => ({ value: s, label: t(`admin.support.state.${s}`) }))}
          onChange={(e) => {
            const next = e.currentTarget.value;
            if (isTicketState(next)) onState(ticket, next);
          }}
          w={160}
        />
      ),
    },
    {
      accessor: "priority",
      title: t("admin.support.tickets.priorityCol"),
      sortKey: "priority",
      render: (ticket) => (
        <div className="sla-due">
          <NativeSelect
            size="xs"
            aria-label={t("admin.support.tickets.priorityOf", { title: ticket.title })}
            value={ticket.priority}
            data={TICKET_PRIORITIES.map((p) => ({ value: p, label: t(`admin.support.priority.${p}`) }))}
            onChange={(e) => {
              const next = e.currentTarget.value;
              if (isTicketPriority(next)) onPriority(ticket, next);
            }}
            w={110}
          />
          <RequestedPriority ticket={ticket} />
        </div>
      ),
    },
    { accessor: "due", title: t("admin.support.tickets.dueCol"), sortKey: "dueAt", render: (ticket) => <DueCell ticket={ticket} /> },
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
    { accessor: "rating", title: t("admin.support.tickets.ratingCol"), render: (ticket) => <RatingCell ticket={ticket} /> },
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

  const sortChoice = table.sort in SORT_CHOICES ? (table.sort as keyof typeof SORT_CHOICES) : "";

  return (
    <>
      <ServerTable
        table={shownTable}
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
            <NativeSelect
              label={t("admin.support.tickets.stateFilter")}
              value={state ?? ""}
              onChange={(e) => update({ state: e.currentTarget.value || null }, { replace: true })}
              data={[{ value: "", label: t("admin.support.tickets.anyState") }, ...TICKET_STATES.map((s) => ({ value: s, label: t(`admin.support.state.${s}`) }))]}
            />
            <ClientSelect value={client} onChange={(id) => update({ client: id }, { replace: true })} />
            <NativeSelect
              label={t("admin.support.tickets.sortBy")}
              value={sortChoice}
              onChange={(e) => {
                const next = e.currentTarget.value;
                if (next === "dueAt" || next === "priority") table.setSort(next, "asc");
                else if (next === "createdAt") table.setSort("createdAt", "desc");
              }}
              data={[
                ...(sortChoice === "" ? [{ value: "", label: "—", disabled: true }] : []),
                ...(Object.keys(SORT_CHOICES) as (keyof typeof SORT_CHOICES)[]).map((k) => ({ value: k, label: t(`admin.support.tickets.${SORT_CHOICES[k]}`) })),
              ]}
            />
          </>
        }
      />
      <TicketDialog ticket={open} onClose={() => setOpenId(null)} onChanged={changed} onStatus={onStatus} onState={onState} />
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
