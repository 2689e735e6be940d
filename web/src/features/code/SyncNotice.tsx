import { Alert, Anchor, Button, Group, Loader, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { errorMessageKey } from "../../api/client";
import type { CodeActivity } from "../../api/code";
import { NewTab } from "./NewTab";
import { relativeTime, timeAgo, useNow } from "../data/time";

/** The repository (owner/name, linked, and the code host's id) and how fresh the activity is. */
export function RepositoryLine({ activity }: { activity: CodeActivity }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const { repository, sync } = activity;
  if (!repository) return null;
  const when = sync.fetchedAt ? timeAgo(sync.fetchedAt, now, i18n.language) : null;
  return (
    <div className="code-head">
      <p>
        <span className="muted">{t("portal.code.repository")}</span>{" "}
        <Anchor href={repository.url} target="_blank" rel="noopener noreferrer" fw={600}>
          {repository.owner}/{repository.name}
          <NewTab />
        </Anchor>
        {repository.id !== null && (
          <span className="muted">
            {" · "}
            {t("portal.code.repositoryId", { id: repository.id })}
          </span>
        )}
      </p>
      <p className="muted small">
        {when ? (
          <time dateTime={sync.fetchedAt ?? undefined}>{t("portal.code.updated", { when })}</time>
        ) : (
          t("portal.code.neverUpdated")
        )}
      </p>
    </div>
  );
}

/**
 * Why the activity may be missing or old (`sync.state`), in plain words; nothing when all is well.
 * `gaveUpWaiting`: the first fetch is still under way and we stopped asking by ourselves.
 */
export function SyncNotice({
  activity,
  gaveUpWaiting,
  checking,
  onCheckAgain,
}: {
  activity: CodeActivity;
  gaveUpWaiting: boolean;
  checking: boolean;
  onCheckAgain(): void;
}) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const { sync, repository } = activity;
  const name = repository ? `${repository.owner}/${repository.name}` : "";
  const when = sync.fetchedAt ? timeAgo(sync.fetchedAt, now, i18n.language) : null;

  switch (sync.state) {
    case "ok":
      // The demo's made-up activity is marked as such, not passed off as the repository's.
      return activity.demo ? (
        <Alert color="indigo" variant="light" title={t("portal.code.demoTitle")} role="status">
          <Text size="sm">{t("portal.code.demo")}</Text>
        </Alert>
      ) : null;
    case "pending":
      return gaveUpWaiting ? (
        <Alert color="indigo" variant="light" title={t("portal.code.pendingTitle")} role="status">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t("portal.code.pendingLong")}</Text>
            <Button size="compact-sm" variant="white" loading={checking} onClick={onCheckAgain}>
              {t("portal.code.checkAgain")}
            </Button>
          </Group>
        </Alert>
      ) : (
        <Alert color="indigo" variant="light" title={t("portal.code.pendingTitle")} role="status" icon={<Loader size="xs" />}>
          <Text size="sm">{t("portal.code.pending", { repository: name })}</Text>
        </Alert>
      );
    case "not_connected":
      return (
        <Alert color="indigo" variant="light" title={t("portal.code.notConnectedTitle")} role="status">
          <Text size="sm">{t("portal.code.noRepository")}</Text>
          <Text size="sm" mt="xs">
            {t("portal.code.meanwhile")}
          </Text>
        </Alert>
      );
    case "not_found":
      return (
        <Alert color="orange" variant="light" title={t("portal.code.notFoundTitle")} role="status">
          <Text size="sm">{t("portal.code.notFound", { repository: name })}</Text>
        </Alert>
      );
    case "unreachable":
      return (
        <Alert color="orange" variant="light" title={t("portal.code.unreachableTitle")} role="status">
          <Text size="sm">{when ? t("portal.code.unreachable", { when }) : t("portal.code.unreachableNothing")}</Text>
        </Alert>
      );
    case "rate_limited": {
      const retry = sync.retryAt ? relativeTime(sync.retryAt, now, i18n.language) : null;
      return (
        <Alert color="orange" variant="light" title={t("portal.code.rateLimitedTitle")} role="status">
          <Text size="sm">
            {when ? t("portal.code.rateLimited", { when }) : t("portal.code.rateLimitedNothing")}{" "}
            {retry ? t("portal.code.retryAt", { when: retry }) : t("portal.code.retrySoon")}
          </Text>
        </Alert>
      );
    }
  }
}

/** A read that failed: what failed, why, and Retry. `stale`: older activity is still shown below. */
export function CodeLoadFailure({
  error,
  stale,
  retrying,
  onRetry,
}: {
  error: unknown;
  stale: boolean;
  retrying: boolean;
  onRetry(): void;
}) {
  const { t } = useTranslation();
  const message = t(errorMessageKey(error));
  return (
    <Alert color="red" variant="light" role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{stale ? t("portal.code.refreshFailed", { message }) : t("portal.code.loadFailed", { message })}</Text>
        <Button size="compact-sm" variant="white" color="red.9" loading={retrying} onClick={onRetry}>
          {t("portal.code.retry")}
        </Button>
      </Group>
    </Alert>
  );
}
