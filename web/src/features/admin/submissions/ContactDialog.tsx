import { Alert, Anchor, Center, Modal } from "@mantine/core";
import "@mantine/core/styles/Modal.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import { useEffect, useEffectEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { contactSubmission, type Contact } from "../../../api/admin";
import { errorMessageKey } from "../../../api/client";
import { wasm } from "../../../wasm";
import { Busy } from "../../data/Busy";

/**
 * The view popup of a contact submission (spec section 2): name, email, phone and message. Opening
 * it reads the submission from the server, which marks it read; `onRead` then refreshes the table
 * and the counts.
 */
export function ContactDialog({ contact, onClose, onRead }: { contact: Contact | null; onClose(): void; onRead(): void }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(contact);
  if (contact !== null && contact !== shown) setShown(contact);

  return (
    <Modal
      opened={contact !== null}
      onClose={onClose}
      title={shown ? t("admin.submissions.viewTitle", { name: shown.name }) : ""}
      size="lg"
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {contact && <Submission key={contact._id} id={contact._id} onRead={onRead} />}
    </Modal>
  );
}

function Submission({ id, onRead }: { id: string; onRead(): void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ data?: Contact; error?: unknown }>({});
  const read = useEffectEvent(onRead);

  useEffect(() => {
    const controller = new AbortController();
    contactSubmission(id, controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setState({ data });
        read();
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ error });
      },
    );
    return () => controller.abort();
  }, [id]);

  if (state.error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t("admin.table.failure", { what: t("admin.submissions.viewLoadError"), message: t(errorMessageKey(state.error)) })}
      </Alert>
    );
  }
  const c = state.data;
  if (!c) {
    return (
      <Center py="lg">
        <Busy />
      </Center>
    );
  }
  return (
    <dl className="submission-fields">
      <dt>{t("admin.submissions.name")}</dt>
      <dd>{c.name}</dd>
      <dt>{t("admin.submissions.email")}</dt>
      <dd>
        <Anchor href={`mailto:${c.email}`}>{c.email}</Anchor>
      </dd>
      <dt>{t("admin.submissions.phone")}</dt>
      <dd>{c.phone}</dd>
      <dt>{t("admin.submissions.date")}</dt>
      <dd>{wasm().displayDate(c.createdAt)}</dd>
      <dt>{t("admin.submissions.page")}</dt>
      <dd>{c.page}</dd>
      <dt>{t("admin.submissions.message")}</dt>
      <dd>{c.message}</dd>
    </dl>
  );
}
