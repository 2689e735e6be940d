import { Badge, Button, Group, NativeSelect, Stack, Text } from "@mantine/core";
import "@mantine/core/styles/Badge.layer.css";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { staffProfile } from "../../../api/mail-admin";
import {
  listStaff,
  resendStaffInvitation,
  resetStaffTwoFactor,
  revokeStaffInvitation,
  setStaffActive,
  type StaffSort,
  type StaffView,
} from "../../../api/staff-admin";
import { display } from "../../../wasm/display";
import { useRecord } from "../../data/useRecord";
import { useConfirm } from "../../dialogs/useConfirm";
import { useWrite } from "../../forms/useWrite";
import { toast } from "../../toasts/store";
import { InvitationBadge } from "../clients/InvitationBadge";
import { InvitationLinkModal, type InvitationLinkShown } from "../clients/InvitationLinkModal";
import { useConsoleQuery } from "../consoleQuery";
import { SectionHeading } from "../SectionHeading";
import { ServerTable, type ServerColumn } from "../table/ServerTable";
import { useServerTable } from "../table/useServerTable";
import { SignInDialog } from "../access/SignInDialog";
import { SessionsDialog } from "./SessionsDialog";
import { StaffHoursDialog } from "./StaffHoursDialog";
import { StaffInviteModal } from "./StaffInviteForm";

/** The status filter as the URL holds it (`?active=true|false`); absent means every account. */
function activeFilter(raw: string | null): boolean | undefined {
  return raw === "true" ? true : raw === "false" ? false : undefined;
}

/**
 * Staff: the administrators' own accounts (not the project Team). Name, email, state (active,
 * switched off, or where their invitation stands), created; search and a status filter; Invite
 * staff member; per row Resend / Revoke invitation while someone has not chosen a password yet,
 * and Switch off (confirmed; their sessions end) / Switch on; Sessions (see and end each open
 * session) and Reset two-factor (confirmed; their sessions end). Nobody is offered to switch off
 * or reset their own account: the server refuses the first, Settings holds one's own two-factor,
 * and the row says "You" instead.
 */
export default function StaffSection() {
  const { t } = useTranslation();
  const { params, update } = useConsoleQuery();
  const active = activeFilter(params.get("active"));
  const table = useServerTable(listStaff, { defaultSort: { sort: "name", order: "asc" }, filters: { active } });
  // Who is signed in, to leave their own row without Switch off. Until it is known, nobody's row
  // offers it; if it cannot be read, every row does (the server still refuses one's own).
  const me = useRecord((signal) => staffProfile(signal), "staffProfile");
  const meKnown = me.data !== undefined || me.error !== null;
  const myId = me.data?._id;

  const [inviting, setInviting] = useState(false);
  const [invitationLink, setInvitationLink] = useState<InvitationLinkShown | null>(null);
  const [sessionsOf, setSessionsOf] = useState<StaffView | null>(null);
  const [signInOf, setSignInOf] = useState<StaffView | null>(null);
  const [hoursOf, setHoursOf] = useState<StaffView | null>(null);
  /** The button waiting for the server: `resend:<id>` or `on:<id>`. */
  const [busy, setBusy] = useState<string | null>(null);
  const { confirm, dialog: confirmDialog } = useConfirm();
  const write = useWrite();

  function sayInvited(
    s: Pick<StaffView, "name" | "email">,
    link: string | null | undefined,
    body: "admin.staff.invitationSentBody" | "admin.staff.resentBody",
  ) {
    // Without a mail server the answer carries the link: staff pass it on themselves.
    if (link) setInvitationLink({ name: s.name, link });
    else toast({ status: "success", title: t("admin.staff.invitationSent"), description: t(body, { email: s.email }) });
  }

  async function onResend(s: StaffView) {
    setBusy(`resend:${s._id}`);
    await write(() => resendStaffInvitation(s._id), {
      success: null,
      failure: t("admin.staff.resendFailed"),
      onSuccess: (answer) => {
        sayInvited(s, answer.link, "admin.staff.resentBody");
        table.reload();
      },
    });
    setBusy(null);
  }

  function onRevoke(s: StaffView) {
    void confirm({
      title: t("admin.staff.revokeTitle", { name: s.name }),
      message: t("admin.staff.revokeBody", { name: s.name }),
      confirmLabel: t("admin.staff.revokeInvitation"),
      onConfirm: () =>
        write(() => revokeStaffInvitation(s._id), {
          success: { title: t("admin.staff.revoked") },
          failure: t("admin.staff.revokeFailed"),
          onSuccess: table.reload,
        }),
    });
  }

  function onSwitchOff(s: StaffView) {
    void confirm({
      title: t("admin.staff.switchOffTitle", { name: s.name }),
      message: t("admin.staff.switchOffBody"),
      confirmLabel: t("admin.staff.switchOff"),
      onConfirm: () =>
        write(() => setStaffActive(s._id, false), {
          success: { title: t("admin.staff.switchedOffToast", { name: s.name }) },
          failure: t("admin.staff.switchOffFailed"),
          onSuccess: table.reload,
        }),
    });
  }

  function onResetTwoFactor(s: StaffView) {
    void confirm({
      title: t("admin.staff.resetTitle", { name: s.name }),
      message: t("admin.staff.resetBody", { name: s.name }),
      confirmLabel: t("admin.staff.resetTwoFactor"),
      onConfirm: () =>
        write(() => resetStaffTwoFactor(s._id), {
          success: { title: t("admin.staff.resetDone", { name: s.name }) },
          failure: t("admin.staff.resetFailed"),
          onSuccess: table.reload,
        }),
    });
  }

  async function onSwitchOn(s: StaffView) {
    setBusy(`on:${s._id}`);
    await write(() => setStaffActive(s._id, true), {
      success: { title: t("admin.staff.switchedOnToast", { name: s.name }) },
      failure: t("admin.staff.switchOnFailed"),
      onSuccess: table.reload,
    });
    setBusy(null);
  }

  const columns: ServerColumn<StaffView, StaffSort>[] = [
    {
      accessor: "name",
      title: t("admin.staff.name"),
      sortKey: "name",
      render: (s) => (
        <>
          {s.name}
          {s._id === myId && (
            <Badge color="gray.8" variant="outline" ml="xs" size="sm">
              {t("admin.staff.you")}
            </Badge>
          )}
          {(s.hoursRole || s.shownAs) && (
            <Text size="sm" c="var(--pc-text-muted)">
              {[s.hoursRole, s.shownAs && t("admin.staff.shownAsShort", { name: s.shownAs })].filter(Boolean).join(" · ")}
            </Text>
          )}
        </>
      ),
    },
    { accessor: "email", title: t("admin.staff.email"), sortKey: "email" },
    { accessor: "state", title: t("admin.staff.state"), render: (s) => <StateBadges staff={s} /> },
    { accessor: "createdAt", title: t("admin.staff.created"), sortKey: "createdAt", noWrap: true, render: (s) => display().displayDate(s.createdAt) },
    {
      accessor: "actions",
      title: t("admin.staff.actions"),
      textAlign: "right",
      render: (s) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {s.invitation && (
            <RowButton
              variant="light"
              loading={busy === `resend:${s._id}`}
              named={t("admin.staff.resendNamed", { name: s.name })}
              onClick={() => void onResend(s)}
            >
              {t("admin.staff.resendInvitation")}
            </RowButton>
          )}
          {s.invitation && s.invitation !== "revoked" && (
            <RowButton variant="outline" danger named={t("admin.staff.revokeNamed", { name: s.name })} onClick={() => onRevoke(s)}>
              {t("admin.staff.revokeInvitation")}
            </RowButton>
          )}
          {s.active && (
            <RowButton variant="light" named={t("admin.staff.hoursNamed", { name: s.name })} onClick={() => setHoursOf(s)}>
              {t("admin.staff.hours")}
            </RowButton>
          )}
          {s.active && !s.invitation && (
            <RowButton variant="light" named={t("admin.staff.sessionsNamed", { name: s.name })} onClick={() => setSessionsOf(s)}>
              {t("admin.staff.sessions")}
            </RowButton>
          )}
          {/* One's own passkeys are in one's settings. */}
          {s.active && !s.invitation && meKnown && s._id !== myId && (
            <RowButton variant="light" named={t("admin.signIn.buttonNamed", { name: s.name })} onClick={() => setSignInOf(s)}>
              {t("admin.signIn.button")}
            </RowButton>
          )}
          {s.active && !s.invitation && meKnown && s._id !== myId && (
            <RowButton variant="outline" danger named={t("admin.staff.resetNamed", { name: s.name })} onClick={() => onResetTwoFactor(s)}>
              {t("admin.staff.resetTwoFactor")}
            </RowButton>
          )}
          {s.active && meKnown && s._id !== myId && (
            <RowButton variant="outline" danger named={t("admin.staff.switchOffNamed", { name: s.name })} onClick={() => onSwitchOff(s)}>
              {t("admin.staff.switchOff")}
            </RowButton>
          )}
          {!s.active && (
            <RowButton
              variant="outline"
              loading={busy === `on:${s._id}`}
              named={t("admin.staff.switchOnNamed", { name: s.name })}
              onClick={() => void onSwitchOn(s)}
            >
              {t("admin.staff.switchOn")}
            </RowButton>
          )}
        </Group>
      ),
    },
  ];

  return (
    <>
      <SectionHeading title={t("admin.nav.staff")} actions={<Button onClick={() => setInviting(true)}>{t("admin.staff.invite")}</Button>} />
      <ServerTable
        table={table}
        columns={columns}
        label={t("admin.staff.tableLabel")}
        loadError={t("admin.staff.loadError")}
        empty={t("admin.staff.empty")}
        searchLabel={t("admin.staff.search")}
        toolbar={
          <NativeSelect
            label={t("admin.staff.activeFilter")}
            value={active === undefined ? "" : String(active)}
            onChange={(e) => update({ active: e.currentTarget.value || null }, { replace: true })}
            data={[
              { value: "", label: t("admin.staff.filterAll") },
              { value: "true", label: t("admin.staff.filterActive") },
              { value: "false", label: t("admin.staff.filterSwitchedOff") },
            ]}
          />
        }
      />
      <StaffInviteModal
        opened={inviting}
        onCancel={() => setInviting(false)}
        onInvited={(s) => {
          setInviting(false);
          sayInvited(s, s.invitationLink, "admin.staff.invitationSentBody");
          table.reload();
        }}
      />
      <InvitationLinkModal shown={invitationLink} hint={t("admin.staff.linkNoMail")} onClose={() => setInvitationLink(null)} />
      <SessionsDialog staff={sessionsOf} onClose={() => setSessionsOf(null)} />
      <StaffHoursDialog
        staff={hoursOf}
        onClose={() => setHoursOf(null)}
        onSaved={() => {
          setHoursOf(null);
          table.reload();
        }}
      />
      <SignInDialog account={signInOf} onClose={() => setSignInOf(null)} />
      {confirmDialog}
    </>
  );
}

/**
 * A badge's label may shrink to nothing (Mantine clips it), so a table squeezing this column would
 * cut "Invited, not yet accepted" short: the whole words stay, the column makes room.
 */
const WHOLE_LABEL = { label: { overflow: "visible" } } as const;

/** Switched off, or active; and where the invitation stands while no password has been chosen. */
function StateBadges({ staff }: { staff: StaffView }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} align="flex-start">
      {!staff.active ? (
        <Badge color="red.9" variant="light" styles={WHOLE_LABEL}>
          {t("admin.staff.switchedOff")}
        </Badge>
      ) : (
        !staff.invitation && (
          <Badge color="green.9" variant="light" styles={WHOLE_LABEL}>
            {t("admin.staff.active")}
          </Badge>
        )
      )}
      <InvitationBadge account={staff} styles={WHOLE_LABEL} />
    </Stack>
  );
}

/** One of a row's buttons: its text, and its accessible name, which says whose row (`named`). */
function RowButton({
  variant,
  danger = false,
  loading,
  named,
  onClick,
  children,
}: {
  variant: "light" | "outline";
  /** Red: the button takes something away (an invitation, a factor, the account's access). */
  danger?: boolean;
  loading?: boolean;
  named: string;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <Button size="compact-sm" variant={variant} color={danger ? "red.9" : undefined} loading={loading} aria-label={named} onClick={onClick}>
      {children}
    </Button>
  );
}
