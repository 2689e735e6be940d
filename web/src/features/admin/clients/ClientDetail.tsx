import { Badge, Button, Text, Tooltip } from "@mantine/core";
import "@mantine/core/styles/Badge.layer.css";
import "@mantine/core/styles/Tooltip.layer.css";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { clientDetail, resetClientTwoFactor, setClientActive, type Client } from "../../../api/admin";
import { ApiError } from "../../../api/client";
import { resendInvitation, revokeInvitation } from "../../../api/mail-admin";
import { display } from "../../../wasm/display";
import { useConfirm } from "../../dialogs/useConfirm";
import { useWrite } from "../../forms/useWrite";
import { toast } from "../../toasts/store";
import { patchQuery, useConsoleQuery } from "../consoleQuery";
import { LoadFailure } from "../LoadFailure";
import { SectionHeading } from "../SectionHeading";
import { useRecord } from "../../data/useRecord";
import { ClientFormModal, type ClientDialog } from "./ClientForm";
import { ClientMessages } from "./ClientMessages";
import { ClientPeople } from "./ClientPeople";
import { ClientProjects } from "./ClientProjects";
import { FollowSwitch } from "./FollowSwitch";
import { InvitationBadge } from "./InvitationBadge";
import { InvitationLinkModal, type InvitationLinkShown } from "./InvitationLinkModal";
import { startViewAs } from "./startViewAs";
import "./clients.css";
import { FieldList } from "../FieldList";
import { ClientPolicy } from "../support/ClientPolicy";
import { Skeleton } from "../../page/Skeleton";

/** The query without this screen's own parameters (the client and its small tables' paging). */
function listQuery(params: URLSearchParams): URLSearchParams {
  const next = patchQuery(params, { client: null });
  for (const key of [...next.keys()]) if (key.startsWith("req.") || key.startsWith("sow.")) next.delete(key);
  return next;
}

/**
 * One client (from More): their account, Edit, Set password, Deactivate / Reactivate (confirmed),
 * View as client; for a client invited by email and not yet in, Resend invitation (showing the link
 * when no mail server is configured) and, while it waits or has expired, Revoke invitation
 * (confirmed); whether the staff member gets email about them; their projects with New Project;
 * the requests and updates they sent.
 */
export function ClientDetail({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const { params } = useConsoleQuery();
  const navigate = useNavigate();
  const record = useRecord((signal) => clientDetail(clientId, signal), clientId);
  const [dialog, setDialog] = useState<ClientDialog | null>(null);
  const [opening, setOpening] = useState(false);
  const [resending, setResending] = useState(false);
  const [invitationLink, setInvitationLink] = useState<InvitationLinkShown | null>(null);
  const { confirm, dialog: confirmDialog } = useConfirm();
  const write = useWrite();
  const client = record.data;

  const crumbs = [{ label: t("admin.nav.clients"), to: `?${listQuery(params)}` }];

  if (!client) {
    return record.error ? (
      <>
        <SectionHeading title={t("admin.nav.clients")} crumbs={crumbs} />
        {isNotFound(record.error) ? (
          <Text role="status">{t("admin.clients.notFound")}</Text>
        ) : (
          <LoadFailure what={t("admin.clients.detailLoadError")} error={record.error} retrying={record.loading} onRetry={record.reload} />
        )}
      </>
    ) : (
      <Skeleton rows={6} />
    );
  }

  function onActive(c: Client, active: boolean) {
    const key = active ? "reactivate" : "deactivate";
    void confirm({
      title: t(`admin.clients.${key}Title`, { name: c.name }),
      message: t(`admin.clients.${key}Body`, { name: c.name }),
      confirmLabel: t(`admin.clients.${key}`),
      onConfirm: () =>
        write(() => setClientActive(c._id, active), {
          success: { title: t(active ? "admin.clients.reactivated" : "admin.clients.deactivatedToast", { name: c.name }) },
          failure: t(`admin.clients.${key}Failed`),
          onSuccess: record.reload,
        }),
    });
  }

  async function onResendInvitation(c: Client) {
    setResending(true);
    await write(() => resendInvitation(c._id), {
      // Said below: a toast when it went by mail, the link itself when there is no mail server.
      success: null,
      failure: t("admin.clients.resendFailed"),
      onSuccess: (answer) => {
        if (answer.link) setInvitationLink({ name: c.name, link: answer.link });
        else toast({ status: "success", title: t("admin.clients.invitationSent"), description: t("admin.clients.invitationSentBody", { email: c.email }) });
        record.reload();
      },
    });
    setResending(false);
  }

  function onRevokeInvitation(c: Client) {
    void confirm({
      title: t("admin.clients.revokeTitle", { name: c.name }),
      message: t("admin.clients.revokeBody", { name: c.name }),
      confirmLabel: t("admin.clients.revokeInvitation"),
      onConfirm: () =>
        write(() => revokeInvitation(c._id), {
          success: { title: t("admin.clients.revoked") },
          failure: t("admin.clients.revokeFailed"),
          onSuccess: record.reload,
        }),
    });
  }

  function onResetTwoFactor(c: Client) {
    void confirm({
      title: t("admin.clients.resetTwoFactorTitle", { name: c.name }),
      message: t("admin.clients.resetTwoFactorBody"),
      confirmLabel: t("admin.clients.resetTwoFactor"),
      onConfirm: () =>
        write(() => resetClientTwoFactor(c._id), {
          success: { title: t("admin.clients.twoFactorReset", { name: c.name }) },
          failure: t("admin.clients.resetTwoFactorFailed"),
          onSuccess: record.reload,
        }),
    });
  }

  async function onViewAs(c: Client) {
    setOpening(true);
    const ok = await write(() => startViewAs(c), {
      success: { title: t("admin.viewAs.opening", { name: c.name }), status: "info" },
      failure: t("admin.viewAs.failed"),
      onSuccess: (path) => navigate(path),
    });
    if (!ok) setOpening(false);
  }

  const viewAs = (
    <Button variant="outline" loading={opening} disabled={!client.active} onClick={() => void onViewAs(client)}>
      {t("admin.viewAs.button")}
    </Button>
  );

  return (
    <>
      <SectionHeading
        title={
          <>
            {client.name}
            {!client.active && (
              <Badge color="red.9" variant="light" ml="sm" size="lg" style={{ verticalAlign: "middle" }}>
                {t("admin.clients.deactivated")}
              </Badge>
            )}
            <InvitationBadge account={client} ml="sm" size="lg" style={{ verticalAlign: "middle" }} />
          </>
        }
        crumbs={crumbs}
        current={client.name}
        actions={
          <>
            <Button variant="default" onClick={() => setDialog({ kind: "edit", client })}>
              {t("admin.clients.edit")}
            </Button>
            <Button variant="default" onClick={() => setDialog({ kind: "password", client })}>
              {t("admin.clients.setPassword")}
            </Button>
            {client.invitation && (
              <>
                <Button variant="default" loading={resending} onClick={() => void onResendInvitation(client)}>
                  {t("admin.clients.resendInvitation")}
                </Button>
                {client.invitation !== "revoked" && (
                  <Button color="red.9" variant="outline" onClick={() => onRevokeInvitation(client)}>
                    {t("admin.clients.revokeInvitation")}
                  </Button>
                )}
              </>
            )}
            {client.twoFactor && (
              <Button color="red.9" variant="outline" onClick={() => onResetTwoFactor(client)}>
                {t("admin.clients.resetTwoFactor")}
              </Button>
            )}
            {client.active ? (
              <Button color="red.9" variant="outline" onClick={() => onActive(client, false)}>
                {t("admin.clients.deactivate")}
              </Button>
            ) : (
              <Button variant="outline" onClick={() => onActive(client, true)}>
                {t("admin.clients.reactivate")}
              </Button>
            )}
            {client.active ? (
              viewAs
            ) : (
              <Tooltip label={t("admin.viewAs.inactive")}>
                <span>{viewAs}</span>
              </Tooltip>
            )}
          </>
        }
      />
      <ClientFields client={client} />
      <FollowSwitch client={client} />
      <ClientPeople client={client} />
      <ClientProjects client={client} />
      <ClientMessages clientId={client._id} />
      <ClientFormModal
        dialog={dialog}
        onCancel={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          record.reload();
        }}
      />
      <InvitationLinkModal shown={invitationLink} onClose={() => setInvitationLink(null)} />
      {confirmDialog}
    </>
  );
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

function ClientFields({ client }: { client: Client }) {
  const { t } = useTranslation();
  const given = (value: string) =>
    value.trim() === "" ? (
      <Text span c="var(--pc-text-muted)">
        {t("admin.clients.notGiven")}
      </Text>
    ) : (
      value
    );
  const rows: [string, ReactNode][] = [
    [t("admin.clients.fields.brandName"), given(client.brandName)],
    [t("admin.clients.fields.email"), client.email],
    [t("admin.clients.fields.phone"), given(client.phone)],
    [t("admin.clients.fields.status"), client.active ? t("admin.clients.filterActive") : t("admin.clients.deactivated")],
    ...(client.invitation
      ? [[t("admin.clients.fields.invitation"), <InvitationBadge key="invitation" account={client} />] as [string, ReactNode]]
      : []),
    [t("admin.clients.fields.createdAt"), display().displayDate(client.createdAt)],
    [t("admin.clients.fields.remarks"), given(client.remarks)],
    [t("admin.support.client.policy"), <ClientPolicy key="policy" clientId={client._id} />],
  ];
  return <FieldList rows={rows} />;
}
