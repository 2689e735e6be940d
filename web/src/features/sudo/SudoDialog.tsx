import { Alert, Anchor, Button, Group, Loader, Modal, PasswordInput, Stack, Text } from "@mantine/core";
import "@mantine/core/styles/Modal.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/PasswordInput.layer.css";
import "@mantine/core/styles/ActionIcon.layer.css";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { finishPasskeyProof, startPasskeyProof } from "../../api/passkeys";
import { proveSudo, sudoStatus, type SudoStatus } from "../../api/two-factor";
import { loadSecurityWords } from "../../i18n";
import { wasm } from "../../wasm";
import { useRuleForm } from "../forms/useRuleForm";
import { useWrite } from "../forms/useWrite";
import { getCredential, isDismissed, passkeysSupported } from "../passkeys/ceremony";
import { CodeField } from "../twoFactor/CodeField";
import type { SudoRequest } from "./prompt";

// The words are fetched with this chunk (see ask.ts), before the dialog first shows.
const words = loadSecurityWords();

/**
 * "Confirm it's you": the person proves who they are again (their password, or a code from the app
 * or a recovery code) before a change that could hand their account to someone else. On success
 * the refused call goes again (see `ask.ts`); Cancel leaves it refused.
 */
export default function SudoDialog({ request }: { request: SudoRequest }) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState<SudoStatus | null>(null);
  const [useCode, setUseCode] = useState(false);
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const write = useWrite();
  const [proving, setProving] = useState(false);

  /** One of the person's passkeys proves it too (the browser's own dialog asks for it). */
  async function withPasskey() {
    setProving(true);
    await write(
      async () => {
        const ceremony = await startPasskeyProof(request.auth);
        try {
          return await finishPasskeyProof(ceremony.ceremony, await getCredential(ceremony), request.auth);
        } catch (err) {
          if (isDismissed(err)) return null;
          throw err;
        }
      },
      { success: null, failure: t("sudo.failed"), onSuccess: (proved) => (proved ? request.settle(true) : undefined) },
    );
    setProving(false);
  }

  useEffect(() => {
    const abort = new AbortController();
    void Promise.all([words, sudoStatus(request.auth, abort.signal)])
      .then(([, s]) => {
        setStatus(s);
        setUseCode(!s.password && s.code);
        // Only a passkey to prove it with: no field to fill.
        setReady(true);
      })
      .catch((err: unknown) => {
        if (abort.signal.aborted) return;
        setLoadFailed(err instanceof Error ? err.message : String(err));
        setReady(true);
      });
    return () => abort.abort();
  }, [request]);

  const form = useRuleForm<{ password: string; code: string }, unknown>({
    initial: { password: "", code: "" },
    rule: (v) => wasm().validateSudo(useCode ? { code: v.code } : { password: v.password }),
    submit: (v) => proveSudo(useCode ? { code: v.code } : { password: v.password }, request.auth),
    success: null,
    failure: t("sudo.failed"),
    onSuccess: () => request.settle(true),
  });

  useEffect(() => {
    if (ready) field.current?.focus();
  }, [ready, useCode]);

  const passkey = status?.passkey === true && passkeysSupported();
  const noWay = status !== null && !status.password && !status.code && !passkey;
  return (
    <Modal
      opened
      onClose={() => request.settle(false)}
      title={ready ? t("sudo.title") : t("common.loading")}
      closeButtonProps={{ "aria-label": t("common.close") }}
      centered
    >
      {!ready ? (
        <Loader size="sm" aria-label={t("common.loading")} />
      ) : (
        <form {...form.formProps} aria-label={t("sudo.title")}>
          <Stack gap="sm">
            {loadFailed !== null && (
              <Alert color="red" variant="light" role="alert">
                {loadFailed}
              </Alert>
            )}
            {noWay ? (
              <Text size="sm">{t("sudo.noWay")}</Text>
            ) : (
              <>
                <Text size="sm">{t("sudo.intro")}</Text>
                {useCode ? (
                  <CodeField form={form} ref={field} />
                ) : (
                  <PasswordInput
                    ref={field}
                    label={t("sudo.password")}
                    autoComplete="current-password"
                    required
                    {...form.input("password")}
                  />
                )}
                {passkey && (
                  <Button variant="light" loading={proving} onClick={() => void withPasskey()} style={{ alignSelf: "flex-start" }}>
                    {t("sudo.usePasskey")}
                  </Button>
                )}
                {status?.code && status.password && (
                  <Anchor component="button" type="button" size="sm" onClick={() => setUseCode(!useCode)}>
                    {useCode ? t("sudo.usePassword") : t("sudo.useCode")}
                  </Anchor>
                )}
              </>
            )}
            <Group gap="sm">
              {!noWay && (
                <Button type="submit" loading={form.submitting}>
                  {t("sudo.confirm")}
                </Button>
              )}
              <Button variant="default" onClick={() => request.settle(false)} disabled={form.submitting}>
                {t("common.cancel")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
