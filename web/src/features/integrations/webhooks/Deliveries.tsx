import { Button, Table, Text } from "@mantine/core";
import "@mantine/core/styles/Table.layer.css";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { SignedAuth } from "../../../api/account";
import { retryDelivery, webhookDeliveries, type WebhookDeliveryView } from "../../../api/integrations";
import { NotLoaded } from "../../data/NotLoaded";
import { useRecord } from "../../data/useRecord";
import { useWrite } from "../../forms/useWrite";
import { ColumnHeads } from "../../project/ColumnHeads";
import { useMoments } from "../moments";
import { deliveryState, eventLabel, isPending } from "./events";

/** How often the log is read while a delivery is on its way. */
export const POLL_MS = 2000;
/** How much of the endpoint's answer a row shows (the server keeps 200 characters). */
const ANSWER_SHOWN = 80;

interface Props {
  webhookId: string;
  auth: SignedAuth;
  /** The table's id (the Deliveries button controls it). */
  id: string;
  /** Changed by the endpoint's card after it queued something (a test event): the log reads again. */
  version: number;
  /** What was queued here has settled (none queued or sending): the card's "last delivery" is read again. */
  onSettled(): void;
}

/**
 * An endpoint's delivery log, newest first: the event, its state, the attempts, the last HTTP
 * status, when, and the first bytes of the endpoint's answer (or why it failed), with "Send
 * again" on each. While any delivery is queued or sending it is read every 2 s, and no longer once
 * all have settled; a status line says so, for screen readers too.
 */
export function Deliveries({ webhookId, auth, id, version, onSettled }: Props) {
  const { t } = useTranslation();
  const log = useRecord((signal) => webhookDeliveries(webhookId, auth, signal), `deliveries:${webhookId}:${version}`);
  const write = useWrite();
  const pending = log.data?.some((d) => isPending(d.state)) ?? false;
  const { reload, loading } = log;

  useEffect(() => {
    if (!pending || loading) return;
    const timer = setTimeout(reload, POLL_MS);
    return () => clearTimeout(timer);
  }, [pending, loading, reload, log.data]);

  // Once what was queued here (a test event, a delivery sent again) has settled, the card's
  // summary is read again: once per queuing, even when the first read finds it delivered already.
  const owed = useRef(false);
  useEffect(() => {
    if (version > 0) owed.current = true;
  }, [version]);
  useEffect(() => {
    if (!owed.current || pending || loading || !log.data) return;
    owed.current = false;
    onSettled();
  }, [pending, loading, log.data, onSettled]);

  function again(delivery: WebhookDeliveryView) {
    void write(() => retryDelivery(webhookId, delivery._id, auth), {
      success: { title: t("integrations.deliveries.queuedAgain") },
      failure: t("integrations.deliveries.retryFailed"),
      onSuccess: () => {
        owed.current = true;
        reload();
      },
    });
  }

  const caption = t("integrations.deliveries.caption");
  let body;
  if (!log.data) {
    body = <NotLoaded record={log} failure={(message) => t("integrations.deliveries.loadFailed", { message })} />;
  } else if (log.data.length === 0) {
    body = (
      <Text size="sm" c="var(--pc-text-muted)">
        {t("integrations.deliveries.none")}
      </Text>
    );
  } else {
    body = (
      <Table.ScrollContainer minWidth={720} type="native" tabIndex={0} role="group" aria-label={caption}>
        <Table striped withTableBorder verticalSpacing="xs" className="deliveries" aria-busy={loading || undefined}>
          <Table.Caption className="visually-hidden">{caption}</Table.Caption>
          <ColumnHeads
            names={[
              t("integrations.deliveries.event"),
              t("integrations.deliveries.state"),
              t("integrations.deliveries.attempts"),
              t("integrations.deliveries.status"),
              t("integrations.deliveries.time"),
              t("integrations.deliveries.answer"),
              t("integrations.deliveries.actions"),
            ]}
          />
          <Table.Tbody>
            {log.data.map((d) => (
              <DeliveryRow key={d._id} delivery={d} onAgain={() => again(d)} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  const latest = log.data?.[0];
  return (
    <div id={id} className="deliveries-log">
      <Text size="sm" role="status" className="deliveries-status">
        {pending ? t("integrations.deliveries.waiting") : latest ? t("integrations.deliveries.latest", { state: t(`integrations.deliveries.states.${deliveryState(latest.state)}`) }) : ""}
      </Text>
      {body}
    </div>
  );
}

function DeliveryRow({ delivery: d, onAgain }: { delivery: WebhookDeliveryView; onAgain(): void }) {
  const { t } = useTranslation();
  const { moment } = useMoments();
  const label = eventLabel(d.eventType);
  const event = label ? t(`integrations.events.${label}`) : d.eventType;
  const state = deliveryState(d.state);
  const at = d.deliveredAt ?? d.lastAttemptAt ?? d.createdAt;
  const answer = d.error ?? d.answer;
  const short = answer.length > ANSWER_SHOWN ? `${answer.slice(0, ANSWER_SHOWN)}…` : answer;
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={600}>
        {event}
      </Table.Th>
      <Table.Td>
        <span className="delivery-state" data-state={state}>
          {t(`integrations.deliveries.states.${state}`)}
        </span>
      </Table.Td>
      <Table.Td>{d.attempts}</Table.Td>
      <Table.Td>{d.status ?? "—"}</Table.Td>
      <Table.Td>
        <time dateTime={new Date(at).toISOString()}>{moment(at)}</time>
      </Table.Td>
      <Table.Td className="delivery-answer">{short ? <code title={answer}>{short}</code> : "—"}</Table.Td>
      <Table.Td>
        <Button
          variant="default"
          size="compact-sm"
          onClick={onAgain}
          disabled={isPending(state)}
          aria-label={t("integrations.deliveries.againNamed", { event, time: moment(at) })}
        >
          {t("integrations.deliveries.again")}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
