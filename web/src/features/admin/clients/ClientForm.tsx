import { Modal, PasswordInput, Textarea, TextInput } from "@mantine/core";
import "@mantine/core/styles/ActionIcon.layer.css";
import "@mantine/core/styles/Modal.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/PasswordInput.layer.css";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { createClient, editClient, setClientPassword, type Client } from "../../../api/admin";
import { wasm } from "../../../wasm";
import { CONSTANTS } from "../../../wasm/constants";
import { FormStack } from "../../forms/FormStack";
import { useRuleForm } from "../../forms/useRuleForm";
import { FormButtons } from "../../forms/FormButtons";

const NEW_CLIENT = { name: "", brandName: "", email: "", password: "", remarks: "" };

/**
 * Add New Client (product.md §2): Client Name, Brand Name, Email, Password, Remarks; the shared
 * `validateClient` rule first; 'Client Added Successfully' for 9 s (section 8). The password may be
 * left empty: the client is then emailed an invitation to choose their own (the answer's
 * `invitation` says so, and `invitationLink` holds the link when no mail server would send it).
 */
function AddClientForm({ onCancel, onSaved }: { onCancel(): void; onSaved(client: Client): void | Promise<void> }) {
  const { t } = useTranslation();
  const form = useRuleForm({
    initial: NEW_CLIENT,
    rule: (v) => wasm().validateClient(v),
    submit: createClient,
    success: (client) => ({
      title: t("admin.clients.added"),
      // Without a mail server the answer carries the link instead, which the caller shows.
      description:
        client.invitation && !client.invitationLink ? t("admin.clients.invitationQueued", { email: client.email }) : undefined,
      durationMs: CONSTANTS.toastLongMs,
    }),
    failure: t("admin.clients.addFailed"),
    onSuccess: onSaved,
  });
  return (
    <FormStack form={form} aria-label={t("admin.clients.addTitle")}>
      <TextInput label={t("admin.clients.fields.name")} required autoComplete="off" data-autofocus {...form.input("name")} />
      <TextInput label={t("admin.clients.fields.brandName")} autoComplete="off" {...form.input("brandName")} />
      <TextInput label={t("admin.clients.fields.email")} required type="email" autoComplete="off" {...form.input("email")} />
      <PasswordInput
        label={t("admin.clients.fields.password")}
        description={t("admin.clients.passwordOptional")}
        autoComplete="new-password"
        visibilityToggleButtonProps={{ "aria-label": t("common.showPassword") }}
        {...form.input("password")}
      />
      <Textarea label={t("admin.clients.fields.remarks")} autosize minRows={2} {...form.input("remarks")} />
      <FormButtons submitLabel={t("admin.clients.save")} submitting={form.submitting} onCancel={onCancel} />
    </FormStack>
  );
}

/** Edit a client's account (`validateClientEdit`); the password has its own form. */
function EditClientForm({ client, onCancel, onSaved }: { client: Client; onCancel(): void; onSaved(client: Client): void | Promise<void> }) {
  const { t } = useTranslation();
  const form = useRuleForm({
    initial: { name: client.name, brandName: client.brandName, email: client.email, remarks: client.remarks },
    rule: (v) => wasm().validateClientEdit(v),
    submit: (v) => editClient(client._id, v),
    success: { title: t("admin.clients.saved") },
    failure: t("admin.clients.saveFailed"),
    onSuccess: onSaved,
  });
  return (
    <FormStack form={form} aria-label={t("admin.clients.editTitle", { name: client.name })}>
      <TextInput label={t("admin.clients.fields.name")} required autoComplete="off" data-autofocus {...form.input("name")} />
      <TextInput label={t("admin.clients.fields.brandName")} autoComplete="off" {...form.input("brandName")} />
      <TextInput label={t("admin.clients.fields.email")} required type="email" autoComplete="off" {...form.input("email")} />
      <Textarea label={t("admin.clients.fields.remarks")} autosize minRows={2} {...form.input("remarks")} />
      <FormButtons submitLabel={t("admin.clients.save")} submitting={form.submitting} onCancel={onCancel} />
    </FormStack>
  );
}

/** Set a new password for a client (`validateNewPassword`): every session of theirs ends. */
function PasswordForm({ client, onCancel, onSaved }: { client: Client; onCancel(): void; onSaved(): void | Promise<void> }) {
  const { t } = useTranslation();
  const form = useRuleForm({
    initial: { password: "" },
    rule: (v) => wasm().validateNewPassword(v),
    submit: ({ password }) => setClientPassword(client._id, password),
    success: { title: t("admin.clients.passwordSet"), description: t("admin.clients.passwordSetBody", { name: client.name }) },
    failure: t("admin.clients.passwordFailed"),
    onSuccess: onSaved,
  });
  return (
    <FormStack form={form} aria-label={t("admin.clients.passwordTitle", { name: client.name })}>
      <PasswordInput
        label={t("admin.clients.fields.newPassword")}
        description={t("admin.clients.passwordHint")}
        required
        autoComplete="new-password"
        data-autofocus
        visibilityToggleButtonProps={{ "aria-label": t("common.showPassword") }}
        {...form.input("password")}
      />
      <FormButtons submitLabel={t("admin.clients.setPassword")} submitting={form.submitting} onCancel={onCancel} />
    </FormStack>
  );
}

type Dialog =
  | { kind: "add" }
  | { kind: "edit"; client: Client }
  | { kind: "password"; client: Client };

/** The client dialogs in a modal; fields start afresh each time one opens. */
export function ClientFormModal({
  dialog,
  onCancel,
  onSaved,
}: {
  dialog: Dialog | null;
  onCancel(): void;
  /** With the client as the server answered it, after an add or an edit. */
  onSaved(client?: Client): void | Promise<void>;
}) {
  const { t } = useTranslation();
  // The last dialog keeps its title while the modal animates closed.
  const [shown, setShown] = useState(dialog);
  if (dialog !== null && dialogKey(dialog) !== dialogKey(shown)) setShown(dialog);
  const title =
    shown?.kind === "edit"
      ? t("admin.clients.editTitle", { name: shown.client.name })
      : shown?.kind === "password"
        ? t("admin.clients.passwordTitle", { name: shown.client.name })
        : t("admin.clients.addTitle");
  return (
    <Modal opened={dialog !== null} onClose={onCancel} title={title} size="lg" closeButtonProps={{ "aria-label": t("common.close") }}>
      {dialog?.kind === "add" && <AddClientForm onCancel={onCancel} onSaved={onSaved} />}
      {dialog?.kind === "edit" && <EditClientForm client={dialog.client} onCancel={onCancel} onSaved={onSaved} />}
      {dialog?.kind === "password" && <PasswordForm client={dialog.client} onCancel={onCancel} onSaved={onSaved} />}
    </Modal>
  );
}

export type ClientDialog = Dialog;

function dialogKey(dialog: Dialog | null): string {
  if (dialog === null) return "";
  return dialog.kind === "add" ? "add" : `${dialog.kind}:${dialog.client._id}:${dialog.client.name}`;
}
