import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import "@mantine/core/styles/Badge.layer.css";
import { useCallback, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SignedAuth } from "../../../api/account";
import { deleteWebhook, rotateWebhookSecret, saveWebhook, sendTestEvent, type WebhookView } from "../../../api/integrations";
import { useConfirm } from "../../dialogs/useConfirm";
import { useWrite } from "../../forms/useWrite";
import { SecretOnce } from "../SecretOnce";
import { useMoments } from "../moments";
import { Deliveries } from "./Deliveries";
import { deliveryState, eventLabel, isWebhookFormat } from "./events";

interface Props {
  webhook: WebhookView;
  auth: SignedAuth;
  /** The list read again: after a pause, a delete, a delivery settled. */
  onChanged(): void;
  /** The endpoint is gone: the list takes the keyboard. */
  onDeleted(): void;
}

/**
 * One endpoint: its address, format, events, whether it is active and its last delivery; "Send
 * test event" (which opens the log and follows the delivery), "Deliveries", "Rotate secret" (the
 * new one shown once), Pause or Resume, and Delete (confirmed). The card is a group named by its
 * address, so its buttons need no longer names.
 */
export function WebhookItem({ webhook, auth, onChanged, onDeleted }: Props) {
  const { t } = useTranslation();
  const { moment } = useMoments();
  const write = useWrite();
  const { confirm, dialog } = useConfirm();
  const [logOpen, setLogOpen] = useState(false);
  // Bumped when something was queued here: the log reads again and follows it.
  const [version, setVersion] = useState(0);
  const [secret, setSecret] = useState<string | null>(null);
  const urlId = useId();
  const logId = useId();
  const format = isWebhookFormat(webhook.format) ? webhook.format : "standard";
  const last = webhook.lastDelivery;

  const settled = useCallback(() => onChanged(), [onChanged]);

  function test() {
    void write(() => sendTestEvent(webhook._id, auth), {
      success: { title: t("integrations.webhooks.testQueued") },
      failure: t("integrations.webhooks.testFailed"),
      onSuccess: () => {
        setLogOpen(true);
        setVersion((v) => v + 1);
      },
    });
  }

  function rotate() {
    void confirm({
      title: t("integrations.webhooks.rotateTitle"),
      message: t("integrations.webhooks.rotateMessage"),
      confirmLabel: t("integrations.webhooks.rotate"),
      // The new secret takes the focus.
      keepsFocus: true,
      onConfirm: () =>
        write(() => rotateWebhookSecret(webhook._id, auth), {
          success: { title: t("integrations.webhooks.rotated") },
          failure: t("integrations.webhooks.rotateFailed"),
          onSuccess: (answer) => setSecret(answer.secret),
        }),
    });
  }

  function setActive(active: boolean) {
    void write(() => saveWebhook(webhook._id, { url: webhook.url, format, events: webhook.events, active }, auth), {
      success: { title: t(active ? "integrations.webhooks.resumed" : "integrations.webhooks.paused") },
      failure: t("integrations.webhooks.saveFailed"),
      onSuccess: onChanged,
    });
  }

  function remove() {
    void confirm({
      title: t("integrations.webhooks.deleteTitle"),
      message: t("integrations.webhooks.deleteMessage", { url: webhook.url }),
      confirmLabel: t("integrations.webhooks.delete"),
      onConfirm: () => {
        // The log closes first: a read of a deleted endpoint's deliveries would only find nothing.
        setLogOpen(false);
        return write(() => deleteWebhook(webhook._id, auth), {
          success: { title: t("integrations.webhooks.deleted") },
          failure: t("integrations.webhooks.deleteFailed"),
          onSuccess: onDeleted,
        });
      },
    });
  }

  const events = webhook.events.map((name) => {
    const label = eventLabel(name);
    return label ? t(`integrations.events.${label}`) : name;
  });

  return (
    <li className="webhook-item">
      <div role="group" aria-labelledby={urlId}>
        <Stack gap="xs">
          <Group gap="xs" justify="space-between" align="flex-start" wrap="wrap">
            <Text fw={600} id={urlId} className="integration-url">
              {webhook.url}
            </Text>
            <Group gap={6}>
              <Badge variant="light" color="indigo.9">
                {t(`integrations.webhooks.formats.${format}`)}
              </Badge>
              <Badge variant="light" color={webhook.active ? "green.9" : "gray.8"}>
                {t(webhook.active ? "integrations.webhooks.active" : "integrations.webhooks.pausedBadge")}
              </Badge>
            </Group>
          </Group>
          <Text size="sm">{t("integrations.webhooks.hears", { events: events.join(", ") })}</Text>
          <Text size="sm" c="var(--pc-text-muted)">
            {last
              ? t("integrations.webhooks.lastDelivery", {
                  state: t(`integrations.deliveries.states.${deliveryState(last.state)}`),
                  time: moment(last.deliveredAt ?? last.lastAttemptAt ?? last.createdAt),
                })
              : t("integrations.webhooks.noDelivery")}
          </Text>
          <Group gap="xs" mt={4}>
            <Button variant="light" size="sm" onClick={test} disabled={!webhook.active}>
              {t("integrations.webhooks.test")}
            </Button>
            <Button variant="default" size="sm" aria-expanded={logOpen} aria-controls={logOpen ? logId : undefined} onClick={() => setLogOpen((o) => !o)}>
              {t("integrations.webhooks.deliveries")}
            </Button>
            <Button variant="default" size="sm" onClick={rotate}>
              {t("integrations.webhooks.rotate")}
            </Button>
            <Button variant="default" size="sm" onClick={() => setActive(!webhook.active)}>
              {t(webhook.active ? "integrations.webhooks.pause" : "integrations.webhooks.resume")}
            </Button>
            <Button variant="outline" color="red.9" size="sm" onClick={remove}>
              {t("integrations.webhooks.delete")}
            </Button>
          </Group>
          {secret && (
            <SecretOnce
              title={t("integrations.webhooks.newSecretTitle")}
              label={t("integrations.webhooks.secretLabel")}
              secret={secret}
              copyLabel={t("integrations.webhooks.copySecret")}
              hint={t(`integrations.webhooks.secretHint.${format}`)}
              onDone={() => setSecret(null)}
            />
          )}
          {logOpen && <Deliveries webhookId={webhook._id} auth={auth} id={logId} version={version} onSettled={settled} />}
        </Stack>
      </div>
      {dialog}
    </li>
  );
}
