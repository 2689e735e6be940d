import { Stack, Text, Title } from "@mantine/core";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SignedAuth } from "../../../api/account";
import { webhooks, type NewWebhook } from "../../../api/integrations";
import { NotLoaded } from "../../data/NotLoaded";
import { useRecord } from "../../data/useRecord";
import { SecretOnce } from "../SecretOnce";
import { isWebhookFormat } from "./events";
import { WebhookForm } from "./WebhookForm";
import { WebhookItem } from "./WebhookItem";

interface Props {
  auth: SignedAuth;
  /** Prefix of the ids inside (the portal and the console each have one). */
  idPrefix: string;
  /** Level of the "Add an endpoint" heading: one below the section's. */
  level: 3 | 4;
}

/**
 * Webhooks: where Portico tells other tools what happened. The same for a company's owners (their
 * company's endpoints, in the portal) and staff (the firm's, in the console): the endpoints, then
 * a form for a new one whose signing secret shows once, above the list, until "Done".
 */
export function Webhooks({ auth, idPrefix, level }: Props) {
  const { t } = useTranslation();
  const list = useRecord((signal) => webhooks(auth, signal), `webhooks:${auth}`);
  const [made, setMade] = useState<NewWebhook | null>(null);
  const region = useRef<HTMLDivElement>(null);
  const formHeading = `${idPrefix}-new-webhook`;
  const { reload } = list;

  const madeFormat = made && isWebhookFormat(made.webhook.format) ? made.webhook.format : "standard";
  return (
    <Stack gap="lg">
      {made && (
        <SecretOnce
          title={t("integrations.webhooks.secretTitle", { url: made.webhook.url })}
          label={t("integrations.webhooks.secretLabel")}
          secret={made.secret}
          copyLabel={t("integrations.webhooks.copySecret")}
          hint={t(`integrations.webhooks.secretHint.${madeFormat}`)}
          onDone={() => setMade(null)}
        />
      )}
      <div ref={region} tabIndex={-1} aria-busy={list.loading || undefined} className="integration-region">
        {list.data ? (
          list.data.length === 0 ? (
            <Text size="sm" c="var(--pc-text-muted)">
              {t("integrations.webhooks.none")}
            </Text>
          ) : (
            <ul className="integration-list webhook-list" aria-label={t("integrations.webhooks.listLabel")}>
              {list.data.map((w) => (
                <WebhookItem
                  key={w._id}
                  webhook={w}
                  auth={auth}
                  onChanged={reload}
                  onDeleted={() => {
                    if (made?.webhook._id === w._id) setMade(null);
                    reload();
                    region.current?.focus();
                  }}
                />
              ))}
            </ul>
          )
        ) : (
          <NotLoaded record={list} failure={(message) => t("integrations.webhooks.loadFailed", { message })} />
        )}
      </div>
      <div>
        <Title order={level} size="h5" id={formHeading} mb="sm">
          {t("integrations.webhooks.addHeading")}
        </Title>
        <WebhookForm
          auth={auth}
          labelledBy={formHeading}
          onCreated={(next) => {
            setMade(next);
            reload();
          }}
        />
      </div>
    </Stack>
  );
}
