import { Modal, Stack, Text, TextInput } from "@mantine/core";
import "@mantine/core/styles/ActionIcon.layer.css";
import "@mantine/core/styles/Modal.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { inviteStaff, type StaffInviteInput, type StaffView } from "../../../api/staff-admin";
import { wasm } from "../../../wasm";
import { FormButtons } from "../../forms/FormButtons";
import { useRuleForm } from "../../forms/useRuleForm";

const EMPTY = { name: "", email: "" } satisfies Required<StaffInviteInput>;

/**
 * Invite staff member: Name and Email, the shared `validateStaffInvite` rule first, the server's
 * field errors (409 on `email` when the address has an account) under the same fields. What the
 * success says depends on the answer (a toast, or the link when no mail server would send it), so
 * the caller says it.
 */
function InviteForm({ onCancel, onInvited }: { onCancel(): void; onInvited(staff: StaffView): void | Promise<void> }) {
  const { t } = useTranslation();
  const introId = useId();
  const form = useRuleForm({
    initial: EMPTY,
    rule: (v) => wasm().validateStaffInvite(v),
    submit: inviteStaff,
    success: null,
    failure: t("admin.staff.inviteFailed"),
    onSuccess: onInvited,
  });
  return (
    <form {...form.formProps} aria-label={t("admin.staff.invite")} aria-describedby={introId}>
      <Stack gap="sm">
        <Text size="sm" id={introId}>
          {t("admin.staff.inviteIntro")}
        </Text>
        <TextInput label={t("admin.staff.fields.name")} required autoComplete="off" data-autofocus {...form.input("name")} />
        <TextInput label={t("admin.staff.fields.email")} required type="email" autoComplete="off" {...form.input("email")} />
        <FormButtons submitLabel={t("admin.staff.send")} submitting={form.submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

/** The invitation form in a modal; its fields start afresh each time it opens. */
export function StaffInviteModal({
  opened,
  onCancel,
  onInvited,
}: {
  opened: boolean;
  onCancel(): void;
  /** With the account as the server answered it (`invitationLink` set when no mail server is configured). */
  onInvited(staff: StaffView): void | Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={t("admin.staff.invite")} size="lg" closeButtonProps={{ "aria-label": t("common.close") }}>
      {opened && <InviteForm onCancel={onCancel} onInvited={onInvited} />}
    </Modal>
  );
}
