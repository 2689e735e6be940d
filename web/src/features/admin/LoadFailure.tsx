import { Alert, Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { errorMessageKey } from "../../api/client";

/** A read that failed: what failed, why, and Retry (the table's error state, for anything else). */
export function LoadFailure({ what, error, retrying, onRetry }: { what: string; error: unknown; retrying?: boolean; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t("admin.table.failure", { what, message: t(errorMessageKey(error)) })}</Text>
        <Button size="compact-sm" variant="white" color="red.9" loading={retrying} onClick={onRetry}>
          {t("admin.table.retry")}
        </Button>
      </Group>
    </Alert>
  );
}
