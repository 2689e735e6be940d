import { Button, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { SignedAuth } from "../../api/account";
import { identities, startIdentityLink, unlinkIdentity, type IdentityView } from "../../api/oidc";
import { NotLoaded } from "../data/NotLoaded";
import { useRecord } from "../data/useRecord";
import { useConfirm } from "../dialogs/useConfirm";
import { useWrite } from "../forms/useWrite";
import { TitledSection } from "../sections/TitledSection";
import { goToProvider } from "./attempt";
import { useSignInOptions } from "./useOidcSignIn";
import { WayInItem } from "./WayInItem";
import "./identities.css";

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
    <TitledSection
      headingId="settings-identities"
      title={t("identities.title", { name: provider.name })}
      intro={t("identities.intro", { name: provider.name })}
      className={className}
    >
      <IdentitiesPanel auth={auth} returnTo={returnTo} name={provider.name} />
    </TitledSection>
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

  if (!list.data) return <NotLoaded record={list} failure={(message) => t("identities.loadFailed", { message })} />;

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
  const { t } = useTranslation();
  return (
    <WayInItem
      name={identity.email || t("identities.noEmail")}
      details={
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {t("identities.issuer", { issuer: identity.issuer })}
        </Text>
      }
      createdAt={identity.createdAt}
      lastUsedAt={identity.lastUsedAt}
      words={{
        added: (date) => t("identities.linkedOn", { date }),
        lastUsed: (date) => t("identities.lastUsed", { date }),
        neverUsed: t("identities.neverUsed"),
      }}
      remove={{ label: t("identities.unlink"), named: t("identities.unlinkNamed", { email: identity.email || identity.issuer }), onClick: onUnlink }}
    />
  );
}
