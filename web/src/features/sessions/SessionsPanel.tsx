import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import "@mantine/core/styles/Badge.layer.css";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import type { SignedAuth } from "../../api/account";
import { endMySession, mySessions, signOutOthers, type SessionView } from "../../api/sessions";
import { NotLoaded } from "../data/NotLoaded";
import { useRecord } from "../data/useRecord";
import { useConfirm } from "../dialogs/useConfirm";
import { useWrite } from "../forms/useWrite";
import { TitledSection } from "../sections/TitledSection";
import "../oidc/identities.css";

/**
 * "Where you are signed in": each open session of the person's, this browser's first (marked),
 * with its browser and system, the network it came from, how and when it signed in and when it
 * was last active; "Sign out" on each other one, and "Sign out everywhere else" (confirmed).
 */
export default function SessionsSectionBody({ auth, className }: { auth: SignedAuth; className?: string }) {
  const { t } = useTranslation();
  return (
    <TitledSection headingId="settings-sessions" title={t("sessions.title")} intro={t("sessions.intro")} className={className}>
      <SessionsPanel auth={auth} />
    </TitledSection>
  );
}

function SessionsPanel({ auth }: { auth: SignedAuth }) {
  const { t } = useTranslation();
  const list = useRecord((signal) => mySessions(auth, signal), `sessions:${auth}`);
  const write = useWrite();
  const { confirm, dialog } = useConfirm();
  const region = useRef<HTMLDivElement>(null);

  function end(session: SessionView) {
    void write(() => endMySession(session._id, auth), {
      success: { title: t("sessions.ended") },
      failure: t("sessions.endFailed"),
      onSuccess: () => {
        list.reload();
        // The row and its button go: the keyboard stays in the list.
        region.current?.focus();
      },
    });
  }

  function endOthers() {
    void confirm({
      title: t("sessions.othersTitle"),
      message: t("sessions.othersMessage"),
      confirmLabel: t("sessions.signOutOthers"),
      onConfirm: () =>
        write(() => signOutOthers(auth), {
          success: { title: t("sessions.othersEnded") },
          failure: t("sessions.endFailed"),
          onSuccess: list.reload,
        }),
    });
  }

  if (!list.data) return <NotLoaded record={list} failure={(message) => t("sessions.loadFailed", { message })} />;
  // This browser's session first, then the newest.
  const sessions = [...list.data].sort((a, b) => Number(b.current) - Number(a.current));
  const others = sessions.filter((s) => !s.current).length;
  return (
    <Stack gap="md">
      <div ref={region} tabIndex={-1} aria-busy={list.loading || undefined}>
        <ul className="identity-list" aria-label={t("sessions.listLabel")}>
          {sessions.map((s) => (
            <SessionItem key={s._id} session={s} onEnd={() => end(s)} />
          ))}
        </ul>
      </div>
      {others > 0 && (
        <Button variant="light" color="red.9" onClick={endOthers} style={{ alignSelf: "flex-start" }}>
          {t("sessions.signOutOthers")}
        </Button>
      )}
      {dialog}
    </Stack>
  );
}

function SessionItem({ session, onEnd }: { session: SessionView; onEnd(): void }) {
  const { t, i18n } = useTranslation();
  const moment = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const browser = session.browser || t("sessions.unknownBrowser");
  const device = session.system ? t("sessions.device", { browser, system: session.system }) : browser;
  const how = session.method ? t(`sessions.method.${session.method}`, { defaultValue: "" }) : "";
  return (
    <li>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{device}</Text>
            {session.current && (
              <Badge color="blue.9" variant="light">
                {t("sessions.thisDevice")}
              </Badge>
            )}
          </Group>
          <Text size="sm">
            {session.network && t("sessions.network", { network: session.network })}
            {session.network && " · "}
            {t("sessions.signedIn", { date: moment.format(new Date(session.createdAt)) })}
            {how && ` ${how}`}
          </Text>
          <Text size="sm">{t("sessions.lastActive", { date: moment.format(new Date(session.lastUsedAt)) })}</Text>
        </Stack>
        {!session.current && (
          <Button variant="outline" color="red.9" size="compact-sm" aria-label={t("sessions.signOutNamed", { device })} onClick={onEnd}>
            {t("sessions.signOut")}
          </Button>
        )}
      </Group>
    </li>
  );
}
