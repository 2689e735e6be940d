import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { SignedAuth } from "../../api/account";
import { errorMessageKey } from "../../api/client";
import { identities, startIdentityLink, unlinkIdentity, type IdentityView } from "../../api/oidc";
import { Busy } from "../data/Busy";
import { useRecord } from "../data/useRecord";
import { useConfirm } from "../dialogs/useConfirm";
import { useWrite } from "../forms/useWrite";
import { goToProvider } from "./attempt";
import { useSignInOptions } from "./useOidcSignIn";
import "./identities.css";
import { RetryAlert } from "../data/RetryAlert";

interface Props {
  /** Whose settings: a client's (portal) or a staff member's (console). */
  auth: SignedAuth;
  /** The page linking comes back to (this one, with its query string). */
  returnTo: string;
  /** The frame of the page's other sections (`card` in the portal, `admin-block` in the console). */
  className?: string;
}

/**
 * "Sign-in with {provider}" in one's own settings, only when the server has an identity provider:
 * the provider accounts linked to this one (issuer, address, when linked, when last used), "Link
 * my {provider} account" (a round trip through the provider that comes back here) and "Unlink",
 * confirmed first. The server refuses to unlink the last way an account can sign in.
 */
export function IdentitiesSection({ auth, returnTo, className }: Props) {
  const { t } = useTranslation();
  const provider = useSignInOptions()?.oidc;
  if (!provider) return null;
  return (
    <section aria-labelledby="settings-identities" className={className}>
      <Title order={2} size="h3" id="settings-identities" mb="xs">
        {t("identities.title", { name: provider.name })}
      </Title>
      <Text size="sm" mb="sm">
        {t("identities.intro", { name: provider.name })}
      </Text>
      <IdentitiesPanel auth={auth} returnTo={returnTo} name={provider.name} />
    </section>
  );
}

function IdentitiesPanel({ auth, returnTo, name }: { auth: SignedAuth; returnTo: string; name: string }) {
  const { t } = useTranslation();
  const list = useRecord((signal) => identities(auth, signal), `identities:${auth}`);
  const write = useWrite();
  const { confirm, dialog } = useConfirm();
  const [linking, setLinking] = useState(false);

  async function link() {
    setLinking(true);
    const from = auth === "admin" ? "staff" : "client";
    const leaving = await write(async () => goToProvider(await startIdentityLink(auth), { purpose: "link", from, returnTo, provider: name }), {
      success: null,
      failure: t("identities.linkFailed"),
    });
    // On the way to the provider, the button stays busy.
    if (!leaving) setLinking(false);
  }

  function unlink(identity: IdentityView) {
    void confirm({
      title: t("identities.unlinkTitle", { email: identity.email }),
      message: t("identities.unlinkMessage", { name }),
      confirmLabel: t("identities.unlink"),
      onConfirm: () =>
        write(() => unlinkIdentity(identity._id, auth), {
          success: { title: t("identities.unlinked", { email: identity.email }) },
          failure: t("identities.unlinkFailed"),
          onSuccess: list.reload,
        }),
    });
  }

  if (!list.data) {
    return list.error ? (
      <RetryAlert message={t("identities.loadFailed", { message: t(errorMessageKey(list.error)) })} retrying={list.loading} onRetry={list.reload} />
    ) : (
      <Busy size="sm" />
    );
  }

  return (
    <Stack gap="md">
      {list.data.length === 0 ? (
        <Text size="sm">{t("identities.empty", { name })}</Text>
      ) : (
        <ul className="identity-list" aria-label={t("identities.listLabel", { name })}>
          {list.data.map((identity) => (
            <IdentityItem key={identity._id} identity={identity} onUnlink={() => unlink(identity)} />
          ))}
        </ul>
      )}
      <Button variant="light" loading={linking} onClick={() => void link()} style={{ alignSelf: "flex-start" }}>
        {t("identities.link", { name })}
      </Button>
      {dialog}
    </Stack>
  );
}

function IdentityItem({ identity, onUnlink }: { identity: IdentityView; onUnlink(): void }) {
  const { t, i18n } = useTranslation();
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  const moment = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <li>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <Stack gap={2}>
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>
            {identity.email || t("identities.noEmail")}
          </Text>
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {t("identities.issuer", { issuer: identity.issuer })}
          </Text>
          <Text size="sm">
            {t("identities.linkedOn", { date: day.format(new Date(identity.createdAt)) })}
            {" · "}
            {identity.lastUsedAt === null
              ? t("identities.neverUsed")
              : t("identities.lastUsed", { date: moment.format(new Date(identity.lastUsedAt)) })}
          </Text>
        </Stack>
        <Button
          variant="outline"
          color="red.9"
          size="compact-sm"
          aria-label={t("identities.unlinkNamed", { email: identity.email || identity.issuer })}
          onClick={onUnlink}
        >
          {t("identities.unlink")}
        </Button>
      </Group>
    </li>
  );
}
