import { Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { Ticket } from "../../api/client";
import { display } from "../../wasm/display";
import type { Loaded } from "../data/loaded";
import { CreateTicketForm } from "./CreateTicketForm";
import { TicketItem } from "./TicketItem";
import { activeTickets, linkedTicket, ticketsForProject, upsertTicket } from "./tickets";

/** The list lives in the workspace, so it survives switching sections. */
export interface TicketsState {
  list: Loaded<Ticket[]>;
  set: (list: Loaded<Ticket[]>) => void;
}

/**
 * Tickets section (product.md §2): create, active (open) tickets, and the whole history.
 * `?ticket=<id>` (what notification emails link to) opens that ticket where it is listed first,
 * scrolls it into view, focuses it and marks it.
 */
export function TicketsPanel({ projectId, state }: { projectId: string; state: TicketsState }) {
  const { t } = useTranslation();
  const w = display();
  const { list, set } = state;
  const mine = list.ok ? ticketsForProject(list.data, projectId) : [];
  const active = activeTickets(mine, (s) => w.ticketIsOpen(s));
  const [search] = useSearchParams();
  const linked = linkedTicket(search.get("ticket"), active, mine);
  const changed = (ticket: Ticket) => {
    if (list.ok) set({ ok: true, data: upsertTicket(list.data, ticket) });
  };

  return (
    <div className="stack-xl">
      <CreateTicketForm projectId={projectId} onCreated={changed} />
      {!list.ok ? (
        <p className="error-text" role="alert">
          {t("portal.loadFailed")}
        </p>
      ) : (
        <>
          <p className="hint-red">{t("tickets.clickHint")}</p>
          <section aria-labelledby="active-tickets">
            <Title order={3} id="active-tickets" mb="sm">
              {t("tickets.active")}
            </Title>
            {active.length === 0 ? (
              <p className="muted">{t("tickets.noActive")}</p>
            ) : (
              <ul className="plain-list ticket-list">
                {active.map((ticket) => (
                  <TicketItem key={ticket._id} ticket={ticket} list="active" onChanged={changed} linked={linked === `active:${ticket._id}`} />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="ticket-history">
            <Title order={3} id="ticket-history" mb="sm">
              {t("tickets.history")}
            </Title>
            {mine.length === 0 ? (
              <p className="muted">{t("tickets.none")}</p>
            ) : (
              <ul className="plain-list ticket-list">
                {mine.map((ticket) => (
                  <TicketItem key={ticket._id} ticket={ticket} list="history" onChanged={changed} linked={linked === `history:${ticket._id}`} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
