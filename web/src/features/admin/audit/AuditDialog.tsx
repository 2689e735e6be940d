import { Code, Group, Table, Text } from "@mantine/core";
import "@mantine/core/styles/Code.layer.css";
import "@mantine/core/styles/Table.layer.css";
import { useTranslation } from "react-i18next";
import type { AuditEntry } from "../../../api/admin";
import { ItemModal } from "../../dialogs/ItemModal";
import { auditDiff, formatInstant } from "./diff";
import "./audit.css";

/** Actions and record kinds in words, when the catalog has them; the logged code otherwise. */
export function useAuditWords() {
  const { t, i18n } = useTranslation();
  const word = (key: string, fallback: string) => (i18n.exists(key) ? t(key as "admin.audit.details") : fallback);
  return {
    action: (action: string) => word(`admin.audit.actions.${action}`, action),
    entity: (entity: string) => word(`admin.audit.entities.${entity}`, entity),
  };
}

/** One audit entry: who did what when, and the record's fields before and after, side by side. */
export function AuditDialog({ entry, onClose }: { entry: AuditEntry | null; onClose(): void }) {
  const words = useAuditWords();
  return (
    <ItemModal item={entry} onClose={onClose} title={(shown) => words.action(shown.action)} size="xl">
      {(shown) => <EntryBody entry={shown} />}
    </ItemModal>
  );
}

function EntryBody({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const words = useAuditWords();
  const rows = auditDiff(entry.before, entry.after);
  const empty = (value: string | null) =>
    value === null ? (
      <Text span size="sm" c="var(--pc-text-muted)" fs="italic">
        {t("admin.audit.absent")}
      </Text>
    ) : value === "" ? (
      <Text span size="sm" c="var(--pc-text-muted)" fs="italic">
        {t("admin.audit.emptyValue")}
      </Text>
    ) : (
      value
    );

  return (
    <>
      <Group gap="xs" mb="md" wrap="wrap">
        <Text size="sm">
          {t("admin.audit.summary", {
            who: entry.actor.name,
            when: formatInstant(entry.createdAt),
            entity: words.entity(entry.entity),
            code: entry.action,
          })}
        </Text>
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="var(--pc-text-muted)">
          {t("admin.audit.noValues")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table withTableBorder withColumnBorders className="audit-diff" aria-label={t("admin.audit.diffLabel")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("admin.audit.field")}</Table.Th>
                <Table.Th scope="col">{t("admin.audit.before")}</Table.Th>
                <Table.Th scope="col">{t("admin.audit.after")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key} data-changed={row.changed || undefined}>
                  <Table.Th scope="row">
                    {row.label}
                    {row.changed && <span className="audit-changed">{t("admin.audit.changed")}</span>}
                  </Table.Th>
                  <Table.Td>{empty(row.before)}</Table.Td>
                  <Table.Td>{empty(row.after)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <details className="audit-raw">
        <summary>{t("admin.audit.raw")}</summary>
        <Code block>{JSON.stringify({ before: entry.before, after: entry.after }, null, 2)}</Code>
      </details>
    </>
  );
}
