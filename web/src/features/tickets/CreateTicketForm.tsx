import { Alert, Button, Stack, Textarea, TextInput, Title } from "@mantine/core";
import "@mantine/core/styles/Alert.layer.css";
import { useTranslation } from "react-i18next";
import type { Ticket } from "../../api/client";
import { createTicket } from "../../api/tickets";
import { wasm } from "../../wasm";
import { CONSTANTS } from "../../wasm/constants";
import { useRuleForm } from "../forms/useRuleForm";
import { AttachmentField, pasteInto } from "../attachments/AttachmentField";
import { useAttachments } from "../attachments/useAttachments";

/**
 * Create Ticket (product.md §2, §5, §8): title and message, checked by the Rust rule, which has one
 * message for both fields ('Please fill in both title and description.'), shown once above them.
 */
export function CreateTicketForm({ projectId, onCreated }: { projectId: string; onCreated: (t: Ticket) => void }) {
  const { t } = useTranslation();
  const files = useAttachments("client");
  const form = useRuleForm({
    initial: { title: "", description: "" },
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
        <AttachmentField files={files} />
        <Button type="submit" loading={form.submitting} style={{ alignSelf: "flex-start" }}>
          {t("tickets.createButton")}
        </Button>
      </Stack>
    </form>
  );
}
