import { Button, Group, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Auth, Ticket, TicketComment } from "../../api/client";
import { ticketComments } from "../../api/tickets";

/** The largest page the server gives: a full thread (500 replies at most) is three requests. */
const PAGE = 200;

/** Oldest first, each reply once (the latest ones come with the ticket and again in the pages). */
function merged(earlier: TicketComment[], latest: TicketComment[]): TicketComment[] {
  const byId = new Map(earlier.map((c) => [c._id, c]));
  for (const c of latest) byId.set(c._id, c);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id));
}

/**
 * A ticket's conversation as shown (portal and console alike): the latest replies a list brings
 * with each ticket, and every earlier one once asked for. A reply added later (the ticket comes
 * back with its latest replies) joins what was loaded.
 */
export function useThread(ticket: Ticket, auth: Auth) {
  const [earlier, setEarlier] = useState<TicketComment[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  async function loadEarlier() {
    setLoading(true);
    setFailed(false);
    try {
      const all: TicketComment[] = [];
      for (let page = 1; ; page++) {
        const rows = await ticketComments(ticket._id, page, PAGE, auth);
        all.push(...rows);
        if (rows.length < PAGE) break;
      }
      setEarlier(all);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  const comments = earlier ? merged(earlier, ticket.comments) : ticket.comments;
  const hidden = earlier ? 0 : Math.max(0, ticket.commentCount - ticket.comments.length);
  return { comments, hidden, loading, failed, loadEarlier };
}

/** The button above a conversation that shows its earlier replies, and why it could not. */
export function EarlierReplies({ thread }: { thread: ReturnType<typeof useThread> }) {
  const { t } = useTranslation();
  if (thread.hidden === 0) return null;
  return (
    <Group gap="sm" my="xs">
      <Button size="compact-sm" variant="default" loading={thread.loading} onClick={() => void thread.loadEarlier()}>
        {t("tickets.earlier", { count: thread.hidden })}
      </Button>
      {thread.failed && (
        <Text size="sm" c="var(--pc-danger)" role="alert">
          {t("tickets.earlierFailed")}
        </Text>
      )}
    </Group>
  );
}
