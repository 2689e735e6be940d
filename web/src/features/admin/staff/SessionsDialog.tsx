import { Badge, Button, Center, Group, Table, Text } from "@mantine/core";
import "@mantine/core/styles/Badge.layer.css";
import "@mantine/core/styles/Table.layer.css";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { endStaffSession, staffSessions, type SessionView, type StaffView } from "../../../api/staff-admin";
import { Busy } from "../../data/Busy";
import { ItemModal } from "../../dialogs/ItemModal";
import { useRecord } from "../../data/useRecord";
import { useWrite } from "../../forms/useWrite";
import { formatInstant } from "../audit/diff";
import { LoadFailure } from "../LoadFailure";

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

  let body;
  if (!sessions.data) {
    body = sessions.error ? (
      <LoadFailure what={t("admin.staff.sessionsLoadError")} error={sessions.error} retrying={sessions.loading} onRetry={sessions.reload} />
    ) : (
      <Center py="md">
        <Busy />
      </Center>
    );
  } else if (sessions.data.length === 0) {
    body = <Text size="sm">{t("admin.staff.sessionsEmpty")}</Text>;
  } else {
    body = (
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label={t("admin.staff.sessionsTableLabel", { name: staff.name })} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("admin.staff.started")}</Table.Th>
              <Table.Th scope="col">{t("admin.staff.lastUsed")}</Table.Th>
              <Table.Th scope="col">{t("admin.staff.ends")}</Table.Th>
              <Table.Th scope="col">{t("admin.staff.sessionKind")}</Table.Th>
              <Table.Th scope="col">
                <span className="visually-hidden">{t("admin.staff.actions")}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sessions.data.map((s) => {
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
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <>
      <Text size="sm" mb="md">
        {t("admin.staff.sessionsIntro")}
      </Text>
      <div ref={list} tabIndex={-1} aria-busy={sessions.loading || undefined}>
        {body}
      </div>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t("common.close")}
        </Button>
      </Group>
    </>
  );
}
