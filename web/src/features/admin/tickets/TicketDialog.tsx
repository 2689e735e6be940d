import { Badge, Button, Group, NativeSelect, Stack, Text, Textarea, Title } from "@mantine/core";
import "@mantine/core/styles/Badge.layer.css";
import { useTranslation } from "react-i18next";
import { staffReply, type TicketStatus } from "../../../api/admin";
import type { Ticket } from "../../../api/client";
import { labelText } from "../../../i18n/labels";
import { wasm } from "../../../wasm";
import { display } from "../../../wasm/display";
import { CONSTANTS } from "../../../wasm/constants";
import { ItemModal } from "../../dialogs/ItemModal";
import { EarlierReplies, useThread } from "../../tickets/useThread";
import { useRuleForm } from "../../forms/useRuleForm";
import { AttachmentField, pasteInto } from "../../attachments/AttachmentField";
import { AttachmentList } from "../../attachments/AttachmentList";
import { useAttachments } from "../../attachments/useAttachments";
import { isTicketState, TICKET_STATES, type TicketState } from "../support/api";
import { DueCell, RatingCell, RequestedPriority } from "../support/TicketClock";
import "./tickets.css";

interface Props {
  /** The open ticket (as the table last read it); null when closed. */
  ticket: Ticket | null;
  onClose(): void;
  /** A reply was added: read the list again. */
  onChanged(): void;
  onStatus(ticket: Ticket, status: TicketStatus): void;
  onState(ticket: Ticket, state: TicketState): void;
}

/** One ticket: who sent it, its description, the conversation (staff replies marked), and a reply box. */
export function TicketDialog({ ticket, onClose, onChanged, onStatus, onState }: Props) {
  return (
    <ItemModal item={ticket} onClose={onClose} title={(shown) => shown.title} size="xl">
      {(shown) => <TicketBody key={shown._id} ticket={shown} onChanged={onChanged} onStatus={onStatus} onState={onState} />}
    </ItemModal>
  );
}

function TicketBody({ ticket, onChanged, onStatus, onState }: { ticket: Ticket; onChanged(): void; onStatus: Props["onStatus"]; onState: Props["onState"] }) {
  const { t, i18n } = useTranslation();
  const w = display();
  const open = w.ticketIsOpen(ticket.status);
  const thread = useThread(ticket, "admin");
  const files = useAttachments("admin");
  const form = useRuleForm({
    initial: { text: "" },
    rule: (v) => wasm().validateTicketReply(v),
    submit: async ({ text }) => staffReply(ticket._id, text, await files.ready()),
    success: { title: t("admin.tickets.commentAdded"), durationMs: CONSTANTS.toastLongMs },
    failure: t("admin.tickets.replyFailed"),
    resetOnSuccess: true,
    onSuccess: () => {
      files.clear();
      onChanged();
    },
  });

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <span className={`ticket-badge ${open ? "ticket-open" : "ticket-closed"}`}>
          {labelText(w.ticketStatusLabel(ticket.status), i18n.language)}
        </span>
        <Text size="sm">
          {t("admin.tickets.from", { name: ticket.createdByName })} · {t("admin.tickets.createdOn", { date: w.displayDate(ticket.createdAt) })} ·{" "}
          {t("admin.tickets.updatedOn", { date: w.displayDate(ticket.updatedAt) })}
        </Text>
        <Button size="compact-sm" variant="default" ml="auto" onClick={() => onStatus(ticket, open ? "Closed" : "Open")}>
          {open ? t("admin.tickets.close") : t("admin.tickets.reopen")}
        </Button>
      </Group>
      <Group gap="md" wrap="wrap" align="flex-end">
        <NativeSelect
          size="xs"
          label={t("admin.support.tickets.stateCol")}
          value={ticket.state}
          data={TICKET_STATES.map((s) => ({ value: s, label: t(`admin.support.state.${s}`) }))}
          onChange={(e) => {
            const next = e.currentTarget.value;
            if (isTicketState(next)) onState(ticket, next);
          }}
          w={180}
        />
        <Stack gap={2}>
          <Text size="xs" fw={600}>
            {t("admin.support.tickets.priorityCol")}
          </Text>
          <Text size="sm">
            {t(`admin.support.priority.${ticket.priority as "normal"}`, { defaultValue: ticket.priority })} <RequestedPriority ticket={ticket} />
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text size="xs" fw={600}>
            {t("admin.support.tickets.dueCol")}
          </Text>
          <DueCell ticket={ticket} />
        </Stack>
        <Stack gap={2}>
          <Text size="xs" fw={600}>
            {t("admin.support.tickets.ratingCol")}
          </Text>
          <RatingCell ticket={ticket} long />
        </Stack>
      </Group>
      <section aria-labelledby="ticket-description">
        <Title order={3} size="h5" id="ticket-description" mb={4}>
          {t("admin.tickets.description")}
        </Title>
        <Text style={{ whiteSpace: "pre-wrap" }}>{ticket.description}</Text>
        <AttachmentList files={ticket.attachments} auth="admin" />
      </section>
      <section aria-labelledby="ticket-conversation">
        <Title order={3} size="h5" id="ticket-conversation" mb={4}>
          {t("admin.tickets.conversation")}
        </Title>
        <EarlierReplies thread={thread} />
        {thread.comments.length === 0 ? (
          <Text size="sm" c="var(--pc-text-muted)">
            {t("admin.tickets.noComments")}
          </Text>
        ) : (
          <ol className="ticket-conversation" aria-label={t("admin.tickets.conversation")}>
            {thread.comments.map((c) => (
              <li key={c._id} data-staff={c.fromStaff}>
                <Group gap="xs" mb={2}>
                  <Text size="sm" fw={600}>
                    {c.userName}
                  </Text>
                  {c.fromStaff && (
                    <Badge size="xs" color="indigo" variant="filled">
                      {t("admin.tickets.staff")}
                    </Badge>
                  )}
                  <Text size="xs" c="var(--pc-text-muted)">
                    <time dateTime={c.createdAt}>{w.displayDate(c.createdAt)}</time>
                  </Text>
                </Group>
                <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                  {c.text}
                </Text>
                <AttachmentList files={c.attachments} auth="admin" />
              </li>
            ))}
          </ol>
        )}
      </section>
      <form {...form.formProps} aria-label={t("admin.tickets.replyForm")}>
        <Textarea label={t("admin.tickets.reply")} autosize minRows={3} data-autofocus {...form.input("text")} onPaste={pasteInto(files)} />
        <AttachmentField files={files} />
        <Group justify="flex-end" mt="xs">
          <Button type="submit" loading={form.submitting}>
            {t("admin.tickets.send")}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
