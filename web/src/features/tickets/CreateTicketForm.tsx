import { Alert, Button, NativeSelect, Stack, Textarea, TextInput, Title } from "@mantine/core";
import "@mantine/core/styles/Alert.layer.css";
import { useTranslation } from "react-i18next";
import type { Ticket } from "../../api/client";
import { createTicket, slaCalendar } from "../../api/tickets";
import type { PolicyTargets } from "../../api/types.gen";
import { wasm } from "../../wasm";
import { CONSTANTS } from "../../wasm/constants";
import { useRuleForm } from "../forms/useRuleForm";
import { AttachmentField, pasteInto } from "../attachments/AttachmentField";
import { useAttachments } from "../attachments/useAttachments";
import { useRecord } from "../data/useRecord";
import { isPriority, PRIORITIES, type Priority } from "./clock";
import { usePriorityName } from "./TicketClock";

/**
 * Create Ticket (product.md §2, §5, §8): title and message, checked by the Rust rule, which has one
 * message for both fields ('Please fill in both title and description.'), shown once above them;
 * and the priority the client proposes, with the first reply it promises (docs/support-clock.md).
 */
export function CreateTicketForm({ projectId, onCreated }: { projectId: string; onCreated: (t: Ticket) => void }) {
  const { t } = useTranslation();
  const files = useAttachments("client");
  const form = useRuleForm({
    initial: { title: "", description: "", priority: "normal" },
    rule: (v) => wasm().validateTicket(v),
    submit: async (v) => createTicket({ ...v, project: projectId, attachments: await files.ready() }),
    success: { title: t("tickets.createdTitle"), description: t("tickets.createdBody"), durationMs: CONSTANTS.toastLongMs },
    failure: t("tickets.notCreated"),
    resetOnSuccess: true,
    onSuccess: (created) => {
      files.clear();
      onCreated(created);
    },
  });
  const priorityName = usePriorityName();
  const messages = [...new Set(Object.values(form.errors))];
  // The fields are marked invalid; their shared message is said once, in the alert.
  const field = (name: "title" | "description") => ({ ...form.input(name), error: form.errors[name] !== undefined });

  return (
    <form {...form.formProps} aria-labelledby="create-ticket" className="card">
      <Title order={3} id="create-ticket" mb="sm">
        {t("tickets.create")}
      </Title>
      <Stack gap="sm">
        {messages.length > 0 && (
          <Alert color="red" role="alert" variant="light">
            {messages.join(" ")}
          </Alert>
        )}
        <TextInput label={t("tickets.title")} {...field("title")} />
        <Textarea label={t("tickets.message")} autosize minRows={3} {...field("description")} onPaste={pasteInto(files)} />
        <NativeSelect
          label={t("support.priorityLabel")}
          data={PRIORITIES.map((p) => ({ value: p, label: priorityName(p) }))}
          name="priority"
          value={form.values.priority}
          error={form.errors.priority}
          onChange={(e) => form.setValue("priority", e.currentTarget.value)}
          description={<PriorityPromise priority={form.values.priority} />}
          inputWrapperOrder={["label", "input", "description", "error"]}
          style={{ maxWidth: "20rem" }}
        />
        <AttachmentField files={files} />
        <Button type="submit" loading={form.submitting} style={{ alignSelf: "flex-start" }}>
          {t("tickets.createButton")}
        </Button>
      </Stack>
    </form>
  );
}

/** The first-reply target of `priority`, if the answer has one. */
function firstResponse(all: PolicyTargets | undefined, priority: Priority) {
  const target = all?.[priority]?.firstResponse;
  return target && typeof target.minutes === "number" && target.minutes > 0 ? target : null;
}

/**
 * The first reply the chosen priority promises ("We reply to High tickets within 2 business
 * hours"). Its line is kept while the promise is read, so nothing moves when it arrives; without
 * it (the read failed), the form works the same.
 */
function PriorityPromise({ priority }: { priority: string }) {
  const { t } = useTranslation();
  const priorityName = usePriorityName();
  // Read once with the form (the held read answers again without a body when nothing changed).
  const read = useRecord(async (signal) => (await slaCalendar(signal)).targets, "slaTargets");
  const target = isPriority(priority) ? firstResponse(read.data, priority) : null;
  let text = "\u00a0";
  if (target) {
    const hours = target.minutes % 60 === 0;
    const count = hours ? target.minutes / 60 : target.minutes;
    const kind = `${target.clock === "always" ? "always" : "business"}${hours ? "Hours" : "Minutes"}` as const;
    text = t(`support.promise.${kind}`, { count, priority: priorityName(priority) });
  }
  return <span className="ticket-promise">{text}</span>;
}
