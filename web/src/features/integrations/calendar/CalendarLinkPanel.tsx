import { Button, Group, Stack, Text } from "@mantine/core";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { SignedAuth } from "../../../api/account";
import { calendarLink, makeCalendarLink } from "../../../api/integrations";
import { NotLoaded } from "../../data/NotLoaded";
import { useRecord } from "../../data/useRecord";
import { useConfirm } from "../../dialogs/useConfirm";
import { useWrite } from "../../forms/useWrite";
import { CopyField } from "../CopyField";
import { useMoments } from "../moments";
import { withProject } from "./link";

interface Props {
  auth: SignedAuth;
  /** Narrows the links shown to one project (staff's choice); none: every project. */
  project?: string | null;
  /** What narrows them (staff's project select), shown above the links once there are links. */
  filter?: ReactNode;
}

/**
 * "Add to your calendar": the person's private feed of their dates (sprint ends, goals, sign-offs
 * and quotes waiting, ticket replies due, and money dates for those who handle it). Until they
 * ask, a button makes the link; then the webcal:// link to copy or open in a calendar app, the
 * https one for calendars that ask for a web address, what the link gives away, and "Regenerate
 * link" (confirmed: calendars subscribed with the old link stop updating).
 */
export function CalendarLinkPanel({ auth, project, filter }: Props) {
  const { t } = useTranslation();
  const { day } = useMoments();
  const link = useRecord((signal) => calendarLink(auth, signal), `calendar:${auth}`);
  const write = useWrite();
  const { confirm, dialog } = useConfirm();
  const webcalField = useRef<HTMLInputElement>(null);
  // After a link is made, the keyboard goes to it once it is read back (the button that made it
  // is gone, or was in the dialog).
  const focusLink = useRef(false);

  useEffect(() => {
    if (focusLink.current && link.data?.webcal) {
      focusLink.current = false;
      webcalField.current?.focus();
    }
  }, [link.data]);

  function make(again: boolean) {
    return write(() => makeCalendarLink(auth), {
      success: { title: t(again ? "integrations.calendar.regenerated" : "integrations.calendar.made") },
      failure: t("integrations.calendar.makeFailed"),
      onSuccess: () => {
        focusLink.current = true;
        link.reload();
      },
    });
  }

  function regenerate() {
    void confirm({
      title: t("integrations.calendar.regenerateTitle"),
      message: t("integrations.calendar.regenerateMessage"),
      confirmLabel: t("integrations.calendar.regenerate"),
      // The new link takes the focus once read back.
      keepsFocus: true,
      onConfirm: () => make(true),
    });
  }

  if (!link.data) return <NotLoaded record={link} failure={(message) => t("integrations.calendar.loadFailed", { message })} />;
  const { webcal, https, createdAt } = link.data;
  if (!webcal || !https) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t("integrations.calendar.none")}</Text>
        <Button onClick={() => void make(false)}>{t("integrations.calendar.get")}</Button>
      </Stack>
    );
  }
  const webcalUrl = withProject(webcal, project);
  const httpsUrl = withProject(https, project);
  return (
    <Stack gap="md">
      {filter}
      <CopyField inputRef={webcalField} label={t("integrations.calendar.webcalLabel")} value={webcalUrl} copyLabel={t("integrations.calendar.copy")} />
      <Group gap="sm">
        <Button component="a" href={webcalUrl} variant="filled">
          {t("integrations.calendar.open")}
        </Button>
      </Group>
      <CopyField
        label={t("integrations.calendar.httpsLabel")}
        description={t("integrations.calendar.httpsHint")}
        value={httpsUrl}
        copyLabel={t("integrations.calendar.copyHttps")}
      />
      <div className="integration-note" role="note">
        <Text size="sm">{t("integrations.calendar.private")}</Text>
        {createdAt && (
          <Text size="sm" c="var(--pc-text-muted)">
            {t("integrations.calendar.madeOn", { date: day(createdAt) })}
          </Text>
        )}
      </div>
      <Button variant="outline" color="red.9" onClick={regenerate} style={{ alignSelf: "flex-start" }}>
        {t("integrations.calendar.regenerate")}
      </Button>
      {dialog}
    </Stack>
  );
}
