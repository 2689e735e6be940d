import { Button, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "./identities.css";

interface Props {
  /** What the row is called (the provider account's address, the passkey's name). */
  name: string;
  /** Lines between the name and the dates (the provider's issuer). */
  details?: ReactNode;
  /** When it was added and last used (milliseconds since the epoch). */
  createdAt: number;
  lastUsedAt: number | null | undefined;
  /** The words for the dates: "Added {{date}}", "Last used {{date}}", "Never used". */
  words: { added(date: string): string; lastUsed(date: string): string; neverUsed: string };
  /** The button that takes this way in away: its text, and its name that says which row. */
  remove: { label: string; named: string; onClick(): void };
}

/**
 * One way into an account in one's settings (a linked provider account, a passkey), as a row of
 * `.identity-list`: its name, when it was added and last used, and the button that removes it.
 */
export function WayInItem({ name, details, createdAt, lastUsedAt, words, remove }: Props) {
  const { i18n } = useTranslation();
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  const moment = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <li>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <Stack gap={2}>
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>
            {name}
          </Text>
          {details}
          <Text size="sm">
            {words.added(day.format(new Date(createdAt)))}
            {" · "}
            {lastUsedAt === null || lastUsedAt === undefined ? words.neverUsed : words.lastUsed(moment.format(new Date(lastUsedAt)))}
          </Text>
        </Stack>
        <Button variant="outline" color="red.9" size="compact-sm" aria-label={remove.named} onClick={remove.onClick}>
          {remove.label}
        </Button>
      </Group>
    </li>
  );
}
