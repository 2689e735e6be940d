import { Alert, Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** A read that failed, said next to where its result would be, with Retry. */
export function RetryAlert({ message, retrying, onRetry, retryLabel }: { message: string; retrying?: boolean; onRetry(): void; retryLabel?: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        <Button size="compact-sm" variant="white" color="red.9" loading={retrying} onClick={onRetry}>
          {retryLabel ?? t("common.retry")}
        </Button>
      </Group>
    </Alert>
  );
}
