import { ActionIcon } from "@mantine/core";
import "@mantine/core/styles/ActionIcon.layer.css";
import { useTranslation } from "react-i18next";
import { deleteSubscriber, exportSubscribersCsv, listSubscribers, type Subscriber, type SubscriberSort } from "../../../api/admin";
import { display } from "../../../wasm/display";
import { useConfirm } from "../../dialogs/useConfirm";
import { useWrite } from "../../forms/useWrite";
import { TitledSection } from "../../sections/TitledSection";
import { ServerTable, type ServerColumn } from "../table/ServerTable";
import { useServerTable } from "../table/useServerTable";
import { TrashIcon } from "../TrashIcon";
import { ExportButton } from "./ExportButton";

/** Newsletter subscriptions (product.md §2): Date, Form, Page, Email, Delete; Export to csv. */
export function NewsletterTable({ onChanged }: { onChanged(): void }) {
  const { t } = useTranslation();
  const table = useServerTable(listSubscribers, { defaultSort: { sort: "createdAt", order: "desc" }, urlPrefix: "news" });
  const { confirm, dialog } = useConfirm();
  const write = useWrite();

  function onDelete(s: Subscriber) {
    void confirm({
      title: t("admin.submissions.deleteSubscriberTitle", { email: s.email }),
      message: t("admin.submissions.deleteSubscriberBody", { email: s.email }),
      confirmLabel: t("admin.submissions.delete"),
      onConfirm: () =>
        write(() => deleteSubscriber(s._id), {
          success: { title: t("admin.submissions.subscriberDeleted") },
          failure: t("admin.submissions.deleteFailed"),
          onSuccess: () => {
            table.reload();
            onChanged();
          },
        }),
    });
  }

  const columns: ServerColumn<Subscriber, SubscriberSort>[] = [
    { accessor: "createdAt", title: t("admin.submissions.newsletterDate"), sortKey: "createdAt", render: (s) => display().displayDate(s.createdAt) },
    { accessor: "form", title: t("admin.submissions.form"), render: () => t("admin.submissions.newsletterForm") },
    { accessor: "page", title: t("admin.submissions.page") },
    { accessor: "email", title: t("admin.submissions.email"), sortKey: "email" },
    {
      accessor: "delete",
      title: t("admin.submissions.delete"),
      textAlign: "right",
      render: (s) => (
        <ActionIcon variant="subtle" color="red.9" aria-label={t("admin.submissions.deleteFrom", { name: s.email })} onClick={() => onDelete(s)}>
          <TrashIcon />
        </ActionIcon>
      ),
    },
  ];

  return (
    <TitledSection headingId="newsletter-submissions" title={t("admin.submissions.newsletterTitle")} className="submission-block">
      <ServerTable
        table={table}
        columns={columns}
        label={t("admin.submissions.newsletterTitle")}
        loadError={t("admin.submissions.newsletterLoadError")}
        empty={t("admin.submissions.noSubscribers")}
        searchLabel={t("admin.submissions.searchSubscribers")}
        toolbar={
          <ExportButton
            what="newsletter-subscribers"
            label={t("admin.submissions.exportSubscribers")}
            fetch={() => exportSubscribersCsv({ q: table.q || undefined, sort: table.sort, order: table.order })}
          />
        }
      />
      {dialog}
    </TitledSection>
  );
}
