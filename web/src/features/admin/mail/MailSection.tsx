import { Badge, Button, NativeSelect, Stack, Text } from "@mantine/core";
import "@mantine/core/styles/Badge.layer.css";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { listMail, MAIL_STATE_VALUES, resendMail, type MailSort, type MailView } from "../../../api/mail-admin";
import { useWrite } from "../../forms/useWrite";
import { formatInstant } from "../audit/diff";
import { useConsoleQuery } from "../consoleQuery";
import { SectionHeading } from "../SectionHeading";
import { ServerTable, type ServerColumn } from "../table/ServerTable";
import { useServerTable } from "../table/useServerTable";
import { MAIL_STATE_COLORS, mailStateFilter } from "./mailState";

/**
 * The outgoing mail queue, newest first: recipient, subject, kind, state (with the last error of
 * a message being retried or given up on), created and sent times; a state filter kept in the URL;
 * Resend on a failed message.
 */
export default function MailSection() {
  const { t } = useTranslation();
  const { params, update } = useConsoleQuery();
  const state = mailStateFilter(params.get("state"));
  const table = useServerTable(listMail, { defaultSort: { sort: "createdAt", order: "desc" }, filters: { state } });
  const write = useWrite();
  const [resending, setResending] = useState<string | null>(null);

  async function onResend(mail: MailView) {
    setResending(mail._id);
    await write(() => resendMail(mail._id), {
      success: { title: t("admin.mail.resent") },
      failure: t("admin.mail.resendFailed"),
      onSuccess: table.reload,
    });
    setResending(null);
  }

  const columns: ServerColumn<MailView, MailSort>[] = [
    { accessor: "to", title: t("admin.mail.to"), sortKey: "to" },
    { accessor: "subject", title: t("admin.mail.subject") },
    { accessor: "kind", title: t("admin.mail.kind"), render: (m) => t(`admin.mail.kinds.${m.kind}`, { defaultValue: m.kind }) },
    {
      accessor: "state",
      title: t("admin.mail.state"),
      sortKey: "state",
      render: (m) => <StateCell mail={m} />,
    },
    {
      accessor: "createdAt",
      title: t("admin.mail.created"),
      sortKey: "createdAt",
      noWrap: true,
      render: (m) => formatInstant(m.createdAt),
    },
    {
      accessor: "sentAt",
      title: t("admin.mail.sent"),
      sortKey: "sentAt",
      noWrap: true,
      render: (m) =>
        m.sentAt === null ? (
          <Text span size="sm" c="var(--pc-text-muted)">
            {t("admin.mail.notSent")}
          </Text>
        ) : (
          formatInstant(m.sentAt)
        ),
    },
    {
      accessor: "actions",
      title: t("admin.mail.actions"),
      textAlign: "right",
      render: (m) =>
        m.state === "failed" ? (
          <Button
            size="compact-sm"
            variant="light"
            loading={resending === m._id}
            aria-label={t("admin.mail.resendNamed", { subject: m.subject, to: m.to })}
            onClick={() => void onResend(m)}
          >
            {t("admin.mail.resend")}
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <SectionHeading title={t("admin.nav.mail")} />
      <ServerTable
        table={table}
        columns={columns}
        label={t("admin.mail.tableLabel")}
        loadError={t("admin.mail.loadError")}
        empty={t("admin.mail.empty")}
        searchLabel={t("admin.mail.search")}
        toolbar={
          <NativeSelect
            label={t("admin.mail.stateFilter")}
            value={state ?? ""}
            onChange={(e) => update({ state: e.currentTarget.value || null }, { replace: true })}
            data={[
              { value: "", label: t("admin.mail.anyState") },
              ...MAIL_STATE_VALUES.map((s) => ({ value: s, label: t(`admin.mail.states.${s}`) })),
            ]}
          />
        }
      />
    </>
  );
}

/** The state, how many attempts, and for a message retried or given up on, why and when next. */
function StateCell({ mail }: { mail: MailView }) {
  const { t } = useTranslation();
  const troubled = mail.state === "retrying" || mail.state === "failed";
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={MAIL_STATE_COLORS[mail.state]} variant="light">
        {t(`admin.mail.states.${mail.state}`)}
      </Badge>
      {troubled && (
        <>
          <Text size="xs" c="var(--pc-text-muted)">
            {t("admin.mail.attempts", { count: mail.attempts })}
          </Text>
          {mail.lastError && (
            <Text size="xs" c="var(--pc-danger)" style={{ overflowWrap: "anywhere" }}>
              {t("admin.mail.lastError", { error: mail.lastError })}
            </Text>
          )}
          {mail.state === "retrying" && mail.nextAttemptAt !== null && (
            <Text size="xs" c="var(--pc-text-muted)">
              {t("admin.mail.nextAttempt", { when: formatInstant(mail.nextAttemptAt) })}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
