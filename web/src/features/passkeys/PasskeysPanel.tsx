import { Button, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SignedAuth } from "../../api/account";
import { addPasskey, passkeys, removePasskey, startPasskeyRegistration, type PasskeyView } from "../../api/passkeys";
import { wasm } from "../../wasm";
import { NotLoaded } from "../data/NotLoaded";
import { useRecord } from "../data/useRecord";
import { useConfirm } from "../dialogs/useConfirm";
import { InlineFormButtons } from "../forms/FormButtons";
import { useRuleForm } from "../forms/useRuleForm";
import { useWrite } from "../forms/useWrite";
import { WayInItem } from "../oidc/WayInItem";
import { TitledSection } from "../sections/TitledSection";
import { toast } from "../toasts/store";
import { createCredential, isDismissed, passkeysSupported, rememberPasskeyUse } from "./ceremony";
import "../oidc/identities.css";

/**
 * "Passkeys" in one's own settings (portal and console alike), when passkeys work on this server
 * (see `PasskeysSection`, which loads this chunk):
 * each passkey with its name, when it was added and last used, "Remove" (confirmed first; the
 * server keeps the account's last way in), and "Add a passkey" (a name, then the browser's own
 * dialog). Adding and removing are sensitive changes: the API client asks "Confirm it's you" when
 * the session's proof is old.
 */
export default function PasskeysSectionBody({ auth, className }: { auth: SignedAuth; className?: string }) {
  const { t } = useTranslation();
  return (
    <TitledSection headingId="settings-passkeys" title={t("passkeys.title")} intro={t("passkeys.intro")} className={className}>
      <PasskeysPanel auth={auth} />
    </TitledSection>
  );
}

function PasskeysPanel({ auth }: { auth: SignedAuth }) {
  const { t } = useTranslation();
  const list = useRecord((signal) => passkeys(auth, signal), `passkeys:${auth}`);
  const write = useWrite();
  const { confirm, dialog } = useConfirm();
  const [adding, setAdding] = useState(false);
  const supported = passkeysSupported();

  function remove(passkey: PasskeyView) {
    void confirm({
      title: t("passkeys.removeTitle", { name: passkey.name }),
      message: t("passkeys.removeMessage"),
      confirmLabel: t("passkeys.remove"),
      onConfirm: () =>
        write(() => removePasskey(passkey._id, auth), {
          success: { title: t("passkeys.removed") },
          failure: t("passkeys.removeFailed"),
          onSuccess: list.reload,
        }),
    });
  }

  if (!list.data) return <NotLoaded record={list} failure={(message) => t("passkeys.loadFailed", { message })} />;

  return (
    <Stack gap="md">
      {list.data.length === 0 ? (
        <Text size="sm">{t("passkeys.empty")}</Text>
      ) : (
        <ul className="identity-list" aria-label={t("passkeys.listLabel")}>
          {list.data.map((passkey) => (
            <PasskeyItem key={passkey._id} passkey={passkey} onRemove={() => remove(passkey)} />
          ))}
        </ul>
      )}
      {!supported ? (
        <Text size="sm">{t("passkeys.unsupported")}</Text>
      ) : adding ? (
        <AddForm
          auth={auth}
          onDone={() => {
            setAdding(false);
            list.reload();
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <Button variant="light" onClick={() => setAdding(true)} style={{ alignSelf: "flex-start" }}>
          {t("passkeys.add")}
        </Button>
      )}
      {dialog}
    </Stack>
  );
}

/** The new passkey's name, then the browser's dialog; the field takes the focus when it opens. */
function AddForm({ auth, onDone, onCancel }: { auth: SignedAuth; onDone(): void; onCancel(): void }) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  const form = useRuleForm<{ name: string }, PasskeyView | null>({
    initial: { name: "" },
    rule: (v) => wasm().validatePasskeyName(v),
    submit: async ({ name }) => {
      const ceremony = await startPasskeyRegistration(auth);
      let credential: unknown;
      try {
        credential = await createCredential(ceremony);
      } catch (err) {
        // The person closed the browser's dialog: nothing to report, the form stays.
        if (isDismissed(err)) return null;
        throw err;
      }
      return addPasskey({ ceremony: ceremony.ceremony, name, credential }, auth);
    },
    // Said here, not by the form: a closed browser dialog is no success to announce.
    success: null,
    failure: t("passkeys.addFailed"),
    onSuccess: (added) => {
      if (!added) return;
      rememberPasskeyUse();
      toast({ status: "success", title: t("passkeys.added") });
      onDone();
    },
  });

  useEffect(() => {
    field.current?.focus();
  }, []);

  return (
    <form {...form.formProps} aria-label={t("passkeys.add")}>
      <Stack gap="sm">
        <TextInput ref={field} label={t("passkeys.nameLabel")} description={t("passkeys.nameHint")} maw={360} required {...form.input("name")} />
        <InlineFormButtons submitLabel={t("passkeys.create")} submitting={form.submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

function PasskeyItem({ passkey, onRemove }: { passkey: PasskeyView; onRemove(): void }) {
  const { t } = useTranslation();
  return (
    <WayInItem
      name={passkey.name}
      createdAt={passkey.createdAt}
      lastUsedAt={passkey.lastUsedAt}
      words={{
        added: (date) => t("passkeys.addedOn", { date }),
        lastUsed: (date) => t("passkeys.lastUsed", { date }),
        neverUsed: t("passkeys.neverUsed"),
      }}
      remove={{ label: t("passkeys.remove"), named: t("passkeys.removeNamed", { name: passkey.name }), onClick: onRemove }}
    />
  );
}
