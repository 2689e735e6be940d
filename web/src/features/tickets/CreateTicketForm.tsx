import { Alert, Button, Stack, Textarea, TextInput, Title } from "@mantine/core";
import "@mantine/core/styles/Alert.layer.css";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { createTicket, type Ticket } from "../../api/client";
import { localizeFieldErrors } from "../../i18n/validation";
import { wasm, type FieldError } from "../../wasm";
import { useFormFailure } from "../portal/load";
import { toast } from "../toasts/store";

/**
 * Create Ticket (spec sections 2, 5, 8): title and message, checked by the Rust rule, which has one
 * message for both fields ('Please fill in both title and description.'), shown once.
 */
export function CreateTicketForm({ projectId, onCreated }: { projectId: string; onCreated: (t: Ticket) => void }) {
  const { t, i18n } = useTranslation();
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [problems, setProblems] = useState<{ fields: Set<string>; messages: string[] }>({ fields: new Set(), messages: [] });
  const [sending, setSending] = useState(false);

  function showProblems(found: readonly FieldError[]) {
    const list = localizeFieldErrors(found, i18n.language);
    setProblems({ fields: new Set(list.map((p) => p.field)), messages: [...new Set(list.map((p) => p.message))] });
  }

  const reportFailure = useFormFailure(showProblems);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const w = wasm();
    const found = w.validateTicket({ title, description });
    if (found.length > 0) {
      showProblems(found);
      return;
    }
    setSending(true);
    try {
      const ticket = await createTicket({ title, description, project: projectId });
      setTitle("");
      setDescription("");
      showProblems([]);
      onCreated(ticket);
      toast({
        title: t("tickets.createdTitle"),
        description: t("tickets.createdBody"),
        status: "success",
        durationMs: w.constants().toastLongMs,
      });
    } catch (err) {
      reportFailure(err, t("tickets.notCreated"));
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="create-ticket" className="card">
      <Title order={3} id="create-ticket" mb="sm">
        {t("tickets.create")}
      </Title>
      <Stack gap="sm">
        {problems.messages.length > 0 && (
          <Alert color="red" role="alert" variant="light">
            {problems.messages.join(" ")}
          </Alert>
        )}
        <TextInput
          label={t("tickets.title")}
          value={title}
          error={problems.fields.has("title")}
          aria-invalid={problems.fields.has("title")}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <Textarea
          label={t("tickets.message")}
          autosize
          minRows={3}
          value={description}
          error={problems.fields.has("description")}
          aria-invalid={problems.fields.has("description")}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <Button type="submit" loading={sending} style={{ alignSelf: "flex-start" }}>
          {t("tickets.createButton")}
        </Button>
      </Stack>
    </form>
  );
}
