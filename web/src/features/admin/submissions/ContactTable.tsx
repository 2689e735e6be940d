import { ActionIcon, Anchor, Badge, NativeSelect } from "@mantine/core";
import "@mantine/core/styles/ActionIcon.layer.css";
import "@mantine/core/styles/Badge.layer.css";
import { useTranslation } from "react-i18next";
import {
  deleteContact,
  exportContactsCsv,
  listContacts,
  setContactStatus,
  type Contact,
  type ContactSort,
  type ContactStatus,
} from "../../../api/admin";
import { display } from "../../../wasm/display";
import { useConfirm } from "../../dialogs/useConfirm";
import { useWrite } from "../../forms/useWrite";
import { TitledSection } from "../../sections/TitledSection";
import { useConsoleQuery } from "../consoleQuery";
import { ServerTable, type ServerColumn } from "../table/ServerTable";
import { useServerTable } from "../table/useServerTable";
import { TrashIcon } from "../TrashIcon";
import { ContactDialog } from "./ContactDialog";
import { ExportButton } from "./ExportButton";
import { CONTACT_STATUSES, contactStatusFilter } from "./statuses";

const PREFIX = "contact";

/**
 * Contact-form submissions (product.md §2): Name, Action Status (a selector), Form, Page,
 * Submission Date, View (the whole message; opening it marks it read, and puts `?submission=<id>`
 * in the URL, as notification emails link to it), Delete; a status filter; Export to csv. `onChanged` re-reads the counts after anything that may move them.
 */
export function ContactTable({ onChanged }: { onChanged(): void }) {
  const { t } = useTranslation();
  const { params, update } = useConsoleQuery();
  const status = contactStatusFilter(params.get(`${PREFIX}.status`));
  const table = useServerTable(listContacts, {
    defaultSort: { sort: "createdAt", order: "desc" },
    filters: { status },
    urlPrefix: PREFIX,
  });
  // The submission shown is in the URL (`?submission=<id>`, what notification emails link to); the
  // dialog reads it on its own, on this page or not, and closing it removes the parameter.
  const openId = params.get("submission");
  const setOpenId = (id: string | null) => update({ submission: id }, { replace: true });
  const onPage = openId === null ? undefined : table.rows.find((r) => r._id === openId);
  const { confirm, dialog } = useConfirm();
  const write = useWrite();
  const statusLabel = (s: ContactStatus) => t(`admin.submissions.statuses.${s}`);

  const changed = () => {
    table.reload();
    onChanged();
  };

  function onStatus(c: Contact, next: ContactStatus) {
    void write(() => setContactStatus(c._id, next), {
      success: { title: t("admin.submissions.statusSet", { name: c.name, status: statusLabel(next) }) },
      failure: t("admin.submissions.statusFailed"),
      onSuccess: changed,
    });
  }

  function onDelete(c: Contact) {
    void confirm({
      title: t("admin.submissions.deleteContactTitle", { name: c.name }),
      message: t("admin.submissions.deleteContactBody", { name: c.name }),
      confirmLabel: t("admin.submissions.delete"),
      onConfirm: () =>
        write(() => deleteContact(c._id), {
          success: { title: t("admin.submissions.contactDeleted") },
          failure: t("admin.submissions.deleteFailed"),
          onSuccess: () => {
            if (openId === c._id) setOpenId(null);
            changed();
          },
        }),
    });
  }

  const columns: ServerColumn<Contact, ContactSort>[] = [
    {
      accessor: "name",
      title: t("admin.submissions.name"),
      sortKey: "name",
      render: (c) => (
        <>
          {c.name}
          {!c.isRead && (
            <Badge size="xs" color="indigo" variant="filled" ml="xs">
              {t("admin.submissions.unreadBadge")}
            </Badge>
          )}
        </>
      ),
    },
    {
      accessor: "actionStatus",
      title: t("admin.submissions.actionStatus"),
      sortKey: "actionStatus",
      render: (c) => (
        <NativeSelect
          size="xs"
          w={120}
          aria-label={t("admin.submissions.actionStatusOf", { name: c.name })}
          value={c.actionStatus}
          data={CONTACT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
          onChange={(e) => onStatus(c, e.currentTarget.value as ContactStatus)}
        />
      ),
    },
    { accessor: "form", title: t("admin.submissions.form"), render: () => t("admin.submissions.contactForm") },
    { accessor: "page", title: t("admin.submissions.page") },
    { accessor: "createdAt", title: t("admin.submissions.date"), sortKey: "createdAt", render: (c) => display().displayDate(c.createdAt) },
    {
      accessor: "view",
      title: t("admin.submissions.view"),
      render: (c) => (
        <Anchor component="button" type="button" size="sm" aria-haspopup="dialog" onClick={() => setOpenId(c._id)} aria-label={t("admin.submissions.viewFrom", { name: c.name })}>
          {t("admin.submissions.view")}
        </Anchor>
      ),
    },
    {
      accessor: "delete",
      title: t("admin.submissions.delete"),
      textAlign: "right",
      render: (c) => (
        <ActionIcon variant="subtle" color="red.9" aria-label={t("admin.submissions.deleteFrom", { name: c.name })} onClick={() => onDelete(c)}>
          <TrashIcon />
        </ActionIcon>
      ),
    },
  ];

  return (
    <TitledSection headingId="contact-submissions" title={t("admin.submissions.contactTitle")} className="submission-block">
      <ServerTable
        table={table}
        columns={columns}
        label={t("admin.submissions.contactTitle")}
        loadError={t("admin.submissions.contactLoadError")}
        empty={t("admin.submissions.noContacts")}
        searchLabel={t("admin.submissions.searchContacts")}
        toolbar={
          <>
            <NativeSelect
              label={t("admin.submissions.actionStatus")}
              value={status ?? ""}
              onChange={(e) => update({ [`${PREFIX}.status`]: e.currentTarget.value || null }, { replace: true })}
              data={[{ value: "", label: t("admin.submissions.anyStatus") }, ...CONTACT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))]}
            />
            <ExportButton
              what="contact-submissions"
              label={t("admin.submissions.exportContacts")}
              fetch={() => exportContactsCsv({ q: table.q || undefined, status, sort: table.sort, order: table.order })}
            />
          </>
        }
      />
      <ContactDialog contactId={openId} name={onPage?.name} onClose={() => setOpenId(null)} onRead={changed} />
      {dialog}
    </TitledSection>
  );
}
