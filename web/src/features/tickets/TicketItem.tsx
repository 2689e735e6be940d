import { Button, Text, Textarea } from "@mantine/core";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Ticket } from "../../api/client";
import { replyToTicket } from "../../api/tickets";
import { wasm } from "../../wasm";
import { display } from "../../wasm/display";
import { CONSTANTS } from "../../wasm/constants";
import { useRuleForm } from "../forms/useRuleForm";
import { LabelBadge } from "../labels/LabelCell";
import { EarlierReplies, useThread } from "./useThread";
import { AttachmentField, pasteInto } from "../attachments/AttachmentField";
import { AttachmentList } from "../attachments/AttachmentList";
import { useAttachments } from "../attachments/useAttachments";
import { Person } from "../ui/Person";
import { ClockText, PriorityChip, StateText } from "./TicketClock";
import { TicketRating } from "./TicketRating";

/**
 * One ticket: a button that expands its conversation and a comment box (product.md §2), with its
 * priority, its state in the client's words and its clock line under it, and "How did we do?" once
 * solved (docs/support-clock.md).
 * `list` keeps ids unique when the same ticket is shown under Active and in the history. A
 * `linked` ticket (the one a link names) opens, scrolls into view, takes the focus and is marked.
 */
export function TicketItem({
  ticket,
  list,
  onChanged,
  linked = false,
}: {
  ticket: Ticket;
  list: string;
  onChanged: (t: Ticket) => void;
  linked?: boolean;
}) {
  const { t } = useTranslation();
  const w = display();
  const [open, setOpen] = useState(linked);
  const [wasLinked, setWasLinked] = useState(linked);
  if (linked !== wasLinked) {
    setWasLinked(linked);
    if (linked) setOpen(true);
  }
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = `${useId()}-${list}`;
  const status = w.ticketStatusLabel(ticket.status);
  const thread = useThread(ticket, "client");
  // A reply that arrives while the conversation is open (a live change, ADR 0037) is said
  // politely; the person's own, which the form confirms, is not.
  const latest = ticket.comments.at(-1);
  const [seen, setSeen] = useState(latest?._id);
  const [said, setSaid] = useState("");
  if (latest?._id !== seen) {
    setSeen(latest?._id);
    if (open && latest) setSaid(t("tickets.newReply", { name: latest.userName }));
  }
  const replied = (changed: Ticket) => {
    setSeen(changed.comments.at(-1)?._id);
    onChanged(changed);
  };

  useEffect(() => {
    const el = toggle.current;
    if (!linked || !el) return;
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    el.scrollIntoView?.({ block: "center", behavior: reduce ? "auto" : "smooth" });
    el.focus({ preventScroll: true });
  }, [linked]);

  return (
    <li className="ticket" data-open={open} data-linked={linked || undefined}>
      <button
        ref={toggle}
        type="button"
        className="ticket-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="ticket-title">{ticket.title}</span>
        <span className="ticket-meta">
          <LabelBadge label={status} />
          <PriorityChip priority={ticket.priority} />
          <StateText state={ticket.state} />
          <time dateTime={ticket.createdAt}>{w.displayDate(ticket.createdAt)}</time>
          <span>{t("tickets.commentCount", { count: ticket.commentCount })}</span>
        </span>
      </button>
      <ClockText ticket={ticket} />
      {open && (
        <div id={panelId} className="ticket-body">
          <Text className="pre-wrap">{ticket.description}</Text>
          <AttachmentList files={ticket.attachments} auth="client" />
          <TicketRating ticket={ticket} onChanged={onChanged} />
          <EarlierReplies thread={thread} />
          <ol className="plain-list conversation" aria-label={t("tickets.conversation")}>
            {thread.comments.map((c) => (
              <li key={c._id} className="comment" data-staff={c.fromStaff}>
                <Text size="sm" fw={600} component="div">
                  <Person name={c.userName} size={24}>
                    {c.userName}
                    {c.fromStaff && ` · ${t("tickets.staff")}`} · <time dateTime={c.createdAt}>{w.displayDate(c.createdAt)}</time>
                  </Person>
                </Text>
                <Text className="pre-wrap">{c.text}</Text>
                <AttachmentList files={c.attachments} auth="client" />
              </li>
            ))}
          </ol>
          <ReplyForm ticket={ticket} onChanged={replied} />
        </div>
      )}
      <div className="visually-hidden" role="status" aria-live="polite">
        {said}
      </div>
    </li>
  );
}

function ReplyForm({ ticket, onChanged }: { ticket: Ticket; onChanged: (t: Ticket) => void }) {
  const { t } = useTranslation();
  const files = useAttachments("client");
  const form = useRuleForm({
    initial: { text: "" },
    rule: (v) => wasm().validateTicketReply(v),
    submit: async ({ text }) => replyToTicket(ticket._id, text, await files.ready()),
    success: { title: t("tickets.commentAddedTitle"), description: t("tickets.commentAddedBody"), durationMs: CONSTANTS.toastMs },
    failure: t("tickets.commentNotAdded"),
    resetOnSuccess: true,
    onSuccess: (changed) => {
      files.clear();
      onChanged(changed);
    },
  });

  return (
    <form {...form.formProps} aria-label={t("tickets.addComment")}>
      <Textarea label={t("tickets.comment")} autosize minRows={2} {...form.input("text")} onPaste={pasteInto(files)} />
      <AttachmentField files={files} />
      <Button type="submit" mt="xs" size="sm" loading={form.submitting}>
        {t("common.submit")}
      </Button>
    </form>
  );
}
