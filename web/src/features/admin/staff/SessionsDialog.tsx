import { Badge, Button, Group, Table, Text } from "@mantine/core";
import "@mantine/core/styles/Badge.layer.css";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { endStaffSession, staffSessions, type SessionView, type StaffView } from "../../../api/staff-admin";
import { CloseFooter } from "../../dialogs/CloseFooter";
import { ItemModal } from "../../dialogs/ItemModal";
import { useRecord } from "../../data/useRecord";
import { useWrite } from "../../forms/useWrite";
import { formatInstant } from "../audit/diff";
import { DialogTable } from "../DialogTable";

/**
 * A staff member's open sessions (newest first): when each started, was last used and ends, which
 * one is this browser's, which may only set up two-factor; End signs that browser out at its next
 * request. `staff` null closes the dialog.
 */
export function SessionsDialog({ staff, onClose }: { staff: Pick<StaffView, "_id" | "name"> | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <ItemModal item={staff} onClose={onClose} title={(shown) => t("admin.staff.sessionsTitle", { name: shown.name })} size="xl">
      {(shown) => <SessionsBody key={shown._id} staff={shown} onClose={onClose} />}
    </ItemModal>
  );
}

function SessionsBody({ staff, onClose }: { staff: Pick<StaffView, "_id" | "name">; onClose(): void }) {
  const { t } = useTranslation();
  const sessions = useRecord((signal) => staffSessions(staff._id, signal), staff._id);
  const [ending, setEnding] = useState<string | null>(null);
  const write = useWrite();
  const list = useRef<HTMLDivElement>(null);

  async function end(session: SessionView) {
    setEnding(session._id);
    await write(() => endStaffSession(staff._id, session._id), {
      success: { title: t("admin.staff.sessionEnded") },
      failure: t("admin.staff.endFailed"),
      onSuccess: () => {
        sessions.reload();
        // The row and its button go: the keyboard stays in the list.
        list.current?.focus();
      },
    });
    setEnding(null);
  }

  return (
    <>
      <Text size="sm" mb="md">
        {t("admin.staff.sessionsIntro")}
      </Text>
      <DialogTable
        ref={list}
        record={sessions}
        loadError={t("admin.staff.sessionsLoadError")}
        empty={t("admin.staff.sessionsEmpty")}
        label={t("admin.staff.sessionsTableLabel", { name: staff.name })}
        minWidth={560}
        headings={[t("admin.staff.started"), t("admin.staff.lastUsed"), t("admin.staff.ends"), t("admin.staff.sessionKind")]}
        row={(s) => {
          const started = formatInstant(s.createdAt);
          return (
            <Table.Tr key={s._id}>
              <Table.Td>{started}</Table.Td>
              <Table.Td>{formatInstant(s.lastUsedAt)}</Table.Td>
              <Table.Td>{formatInstant(s.expiresAt)}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {s.current && (
                    <Badge color="blue.9" variant="light">
                      {t("admin.staff.thisSession")}
                    </Badge>
                  )}
                  {s.setupOnly && (
                    <Badge color="orange.9" variant="light">
                      {t("admin.staff.setupOnly")}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td ta="right">
                <Button
                  size="compact-sm"
                  variant="outline"
                  color="red.9"
                  loading={ending === s._id}
                  aria-label={t("admin.staff.endNamed", { when: started })}
                  onClick={() => void end(s)}
                >
                  {t("admin.staff.end")}
                </Button>
              </Table.Td>
            </Table.Tr>
          );
        }}
      />
      <CloseFooter onClose={onClose} />
    </>
  );
}
