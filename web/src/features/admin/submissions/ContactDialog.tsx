import { Alert, Anchor, Center, Modal } from "@mantine/core";
import "@mantine/core/styles/Modal.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import { useEffect, useEffectEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { contactSubmission, type Contact } from "../../../api/admin";
import { ApiError, errorMessageKey } from "../../../api/client";
import { display } from "../../../wasm/display";
import { Busy } from "../../data/Busy";
import { useRecord } from "../../data/useRecord";
import { toast } from "../../toasts/store";

/**
 * The view popup of a contact submission (product.md §2): name, email, phone and message. It is
 * opened by id (the table's View, or `?submission=<id>` from a notification email, on the table's
 * page or not): the submission is read from the server, which marks it read; `onRead` then
 * refreshes the table and the counts. A submission that does not exist (any more) is said in a
 * toast and the dialog closes (`onClose`); `name`, when the table has the row, titles the dialog
 * while it is read.
 */
export function ContactDialog({
  contactId,
  name,
  onClose,
  onRead,
}: {
  contactId: string | null;
  name?: string;
  onClose(): void;
  onRead(): void;
}) {
  const { t } = useTranslation();
  const key = contactId ?? "";
  const record = useRecord(
    (signal) =>
      key === ""
        ? Promise.resolve(null)
        : contactSubmission(key, signal).then((c) => {
            onRead();
            return c;
          }),
    key,
  );
  const contact = key !== "" && record.data?._id === key ? record.data : null;
  const error = key !== "" && !record.loading ? record.error : null;
  const missing = error instanceof ApiError && error.status === 404;
  const close = useEffectEvent(onClose);

  useEffect(() => {
    if (!missing) return;
    toast({ status: "info", title: t("admin.submissions.notFound") });
    close();
  }, [missing, t]);

  // The title stays while the dialog closes.
  const title = contact?.name ?? name;
  const [shownTitle, setShownTitle] = useState(title);
  if (key !== "" && title !== undefined && title !== shownTitle) setShownTitle(title);

  return (
    <Modal
      opened={key !== "" && !missing}
      onClose={onClose}
      title={shownTitle !== undefined ? t("admin.submissions.viewTitle", { name: shownTitle }) : t("admin.submissions.viewUntitled")}
      size="lg"
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {key !== "" && <Submission contact={contact} error={missing ? null : error} />}
    </Modal>
  );
}

function Submission({ contact: c, error }: { contact: Contact | null; error: unknown }) {
  const { t } = useTranslation();
  if (error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t("admin.table.failure", { what: t("admin.submissions.viewLoadError"), message: t(errorMessageKey(error)) })}
      </Alert>
    );
  }
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
      <dd>{display().displayDate(c.createdAt)}</dd>
      <dt>{t("admin.submissions.page")}</dt>
      <dd>{c.page}</dd>
      <dt>{t("admin.submissions.message")}</dt>
      <dd>{c.message}</dd>
    </dl>
  );
}
