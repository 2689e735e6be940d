import { Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SignedAuth } from "../../api/account";
import { errorMessageKey } from "../../api/client";
import { addPasskey, passkeys, removePasskey, startPasskeyRegistration, type PasskeyView } from "../../api/passkeys";
import { wasm } from "../../wasm";
import { Busy } from "../data/Busy";
import { RetryAlert } from "../data/RetryAlert";
import { useRecord } from "../data/useRecord";
import { useConfirm } from "../dialogs/useConfirm";
import { useRuleForm } from "../forms/useRuleForm";
import { useWrite } from "../forms/useWrite";
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
    <section aria-labelledby="settings-passkeys" className={className}>
      <Title order={2} size="h3" id="settings-passkeys" mb="xs">
        {t("passkeys.title")}
      </Title>
      <Text size="sm" mb="sm">
        {t("passkeys.intro")}
      </Text>
      <PasskeysPanel auth={auth} />
    </section>
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

  if (!list.data) {
    return list.error ? (
      <RetryAlert message={t("passkeys.loadFailed", { message: t(errorMessageKey(list.error)) })} retrying={list.loading} onRetry={list.reload} />
    ) : (
      <Busy size="sm" />
    );
  }

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
        <Group gap="sm">
          <Button type="submit" loading={form.submitting}>
            {t("passkeys.create")}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={form.submitting}>
            {t("common.cancel")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PasskeyItem({ passkey, onRemove }: { passkey: PasskeyView; onRemove(): void }) {
  const { t, i18n } = useTranslation();
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  const moment = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <li>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <Stack gap={2}>
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>
            {passkey.name}
          </Text>
          <Text size="sm">
            {t("passkeys.addedOn", { date: day.format(new Date(passkey.createdAt)) })}
            {" · "}
            {passkey.lastUsedAt === null || passkey.lastUsedAt === undefined
              ? t("passkeys.neverUsed")
              : t("passkeys.lastUsed", { date: moment.format(new Date(passkey.lastUsedAt)) })}
          </Text>
        </Stack>
        <Button variant="outline" color="red.9" size="compact-sm" aria-label={t("passkeys.removeNamed", { name: passkey.name })} onClick={onRemove}>
          {t("passkeys.remove")}
        </Button>
      </Group>
    </li>
  );
}
