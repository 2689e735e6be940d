import { Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import "@mantine/core/styles/Badge.layer.css";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SignedAuth } from "../../../api/account";
import { apiTokens, revokeApiToken, type ApiTokenView, type NewApiToken } from "../../../api/integrations";
import { NotLoaded } from "../../data/NotLoaded";
import { useRecord } from "../../data/useRecord";
import { useConfirm } from "../../dialogs/useConfirm";
import { useWrite } from "../../forms/useWrite";
import { SecretOnce } from "../SecretOnce";
import { useMoments, when } from "../moments";
import { NewTokenForm } from "./NewTokenForm";

interface Props {
  auth: SignedAuth;
  /** Prefix of the ids inside (the portal and the console each have one list). */
  idPrefix: string;
  /** Level of the "New token" heading: one below the section's. */
  level: 3 | 4;
}

/**
 * Personal API tokens: the person's live tokens (name, read only or read and write, when each
 * expires, when it was last used), Revoke on each (confirmed), and a form for a new one whose
 * secret shows once, above the list, until "Done".
 */
export function ApiTokens({ auth, idPrefix, level }: Props) {
  const { t } = useTranslation();
  const list = useRecord((signal) => apiTokens(auth, signal), `tokens:${auth}`);
  const write = useWrite();
  const { confirm, dialog } = useConfirm();
  const [made, setMade] = useState<NewApiToken | null>(null);
  // What counts as expired: as of when the list was first shown.
  const [now] = useState(() => Date.now());
  const region = useRef<HTMLDivElement>(null);
  const formHeading = `${idPrefix}-new-token`;

  function revoke(token: ApiTokenView) {
    void confirm({
      title: t("integrations.tokens.revokeTitle", { name: token.name }),
      message: t("integrations.tokens.revokeMessage"),
      confirmLabel: t("integrations.tokens.revoke"),
      onConfirm: () =>
        write(() => revokeApiToken(token._id, auth), {
          success: { title: t("integrations.tokens.revoked", { name: token.name }) },
          failure: t("integrations.tokens.revokeFailed"),
          onSuccess: () => {
            if (made?.token._id === token._id) setMade(null);
            list.reload();
            // The row and its button go: the keyboard stays in the list.
            region.current?.focus();
          },
        }),
    });
  }

  return (
    <Stack gap="lg">
      {made && (
        <SecretOnce
          title={t("integrations.tokens.secretTitle", { name: made.token.name })}
          label={t("integrations.tokens.secretLabel")}
          secret={made.secret}
          copyLabel={t("integrations.tokens.copySecret")}
          hint={t("integrations.tokens.usage")}
          onDone={() => setMade(null)}
        />
      )}
      <div ref={region} tabIndex={-1} aria-busy={list.loading || undefined} className="integration-region">
        {list.data ? (
          list.data.length === 0 ? (
            <Text size="sm" c="var(--pc-text-muted)">
              {t("integrations.tokens.none")}
            </Text>
          ) : (
            <ul className="integration-list" aria-label={t("integrations.tokens.listLabel")}>
              {list.data.map((token) => (
                <TokenItem key={token._id} token={token} now={now} onRevoke={() => revoke(token)} />
              ))}
            </ul>
          )
        ) : (
          <NotLoaded record={list} failure={(message) => t("integrations.tokens.loadFailed", { message })} />
        )}
      </div>
      <div>
        <Title order={level} size="h5" id={formHeading} mb="sm">
          {t("integrations.tokens.newHeading")}
        </Title>
        <NewTokenForm
          auth={auth}
          labelledBy={formHeading}
          onCreated={(next) => {
            setMade(next);
            list.reload();
          }}
        />
      </div>
      {dialog}
    </Stack>
  );
}

function TokenItem({ token, now, onRevoke }: { token: ApiTokenView; now: number; onRevoke(): void }) {
  const { t } = useTranslation();
  const { day, moment } = useMoments();
  const expired = when(token.expiresAt).getTime() <= now;
  return (
    <li>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Group gap="xs">
            <Text fw={600} className="integration-name">
              {token.name}
            </Text>
            <Badge variant="light" color={token.scope === "write" ? "orange.9" : "blue.9"}>
              {t(token.scope === "write" ? "integrations.tokens.write" : "integrations.tokens.read")}
            </Badge>
          </Group>
          <Text size="sm">
            {t(expired ? "integrations.tokens.expired" : "integrations.tokens.expires", { date: day(token.expiresAt) })}
            {" · "}
            {token.lastUsedAt ? t("integrations.tokens.lastUsed", { date: moment(token.lastUsedAt) }) : t("integrations.tokens.neverUsed")}
          </Text>
          <Text size="xs" c="var(--pc-text-muted)">
            {t("integrations.tokens.createdOn", { date: day(token.createdAt) })}
          </Text>
        </Stack>
        <Button
          variant="outline"
          color="red.9"
          size="compact-sm"
          style={{ flexShrink: 0 }}
          aria-label={t("integrations.tokens.revokeNamed", { name: token.name })}
          onClick={onRevoke}
        >
          {t("integrations.tokens.revoke")}
        </Button>
      </Group>
    </li>
  );
}
