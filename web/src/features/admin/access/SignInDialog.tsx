import { Button, Table, Text, Title } from "@mantine/core";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { accountPasskeys, clearSignInLimits, removeAccountPasskey } from "../../../api/staff-admin";
import type { PasskeyView } from "../../../api/passkeys";
import { CloseFooter } from "../../dialogs/CloseFooter";
import { ItemModal } from "../../dialogs/ItemModal";
import { useRecord } from "../../data/useRecord";
import { useWrite } from "../../forms/useWrite";
import { formatInstant } from "../audit/diff";
import { DialogTable } from "../DialogTable";

/** Whose sign-in staff look after: a client's person or a colleague. */
export interface Account {
  _id: string;
  name: string;
}

/**
 * A person's ways in, as staff look after them when the person calls (a lost phone, a lockout):
 * their passkeys (name, added, last used) with Remove for each (sudo mode, audited; they sign in
 * with their password or an emailed link after), and "Clear sign-in limits" (the failed attempts
 * others made against their account, and the budgets of links mailed to it). `account` null
 * closes the dialog.
 */
export function SignInDialog({ account, onClose }: { account: Account | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <ItemModal item={account} onClose={onClose} title={(shown) => t("admin.signIn.title", { name: shown.name })} size="lg">
      {(shown) => <SignInBody key={shown._id} account={shown} onClose={onClose} />}
    </ItemModal>
  );
}

function SignInBody({ account, onClose }: { account: Account; onClose(): void }) {
  const { t } = useTranslation();
  const passkeys = useRecord((signal) => accountPasskeys(account._id, signal), account._id);
  const [removing, setRemoving] = useState<string | null>(null);
  const [clearing, setClearing] = useState(false);
  const write = useWrite();
  const list = useRef<HTMLDivElement>(null);

  async function remove(passkey: PasskeyView) {
    setRemoving(passkey._id);
    await write(() => removeAccountPasskey(account._id, passkey._id), {
      success: { title: t("admin.signIn.removed", { name: passkey.name }) },
      failure: t("admin.signIn.removeFailed"),
      onSuccess: () => {
        passkeys.reload();
        list.current?.focus();
      },
    });
    setRemoving(null);
  }

  async function clear() {
    setClearing(true);
    await write(() => clearSignInLimits(account._id), {
      success: { title: t("admin.signIn.cleared"), description: t("admin.signIn.clearedBody", { name: account.name }) },
      failure: t("admin.signIn.clearFailed"),
    });
    setClearing(false);
  }

  return (
    <>
      <Title order={3} size="h5" mb="xs">
        {t("admin.signIn.passkeys")}
      </Title>
      <Text size="sm" mb="md">
        {t("admin.signIn.passkeysIntro")}
      </Text>
      <DialogTable
        ref={list}
        record={passkeys}
        loadError={t("admin.signIn.loadError")}
        empty={t("admin.signIn.none")}
        label={t("admin.signIn.tableLabel", { name: account.name })}
        minWidth={420}
        headings={[t("admin.signIn.name"), t("admin.signIn.added"), t("admin.signIn.lastUsed")]}
        row={(p) => (
          <Table.Tr key={p._id}>
            <Table.Td>{p.name}</Table.Td>
            <Table.Td>{formatInstant(p.createdAt)}</Table.Td>
            <Table.Td>{p.lastUsedAt ? formatInstant(p.lastUsedAt) : t("admin.signIn.never")}</Table.Td>
            <Table.Td ta="right">
              <Button
                size="compact-sm"
                variant="outline"
                color="red.9"
                loading={removing === p._id}
                aria-label={t("admin.signIn.removeNamed", { name: p.name })}
                onClick={() => void remove(p)}
              >
                {t("admin.signIn.remove")}
              </Button>
            </Table.Td>
          </Table.Tr>
        )}
      />
      <Title order={3} size="h5" mt="lg" mb="xs">
        {t("admin.signIn.limits")}
      </Title>
      <Text size="sm" mb="sm">
        {t("admin.signIn.limitsIntro")}
      </Text>
      <Button variant="light" loading={clearing} onClick={() => void clear()}>
        {t("admin.signIn.clear")}
      </Button>
      <CloseFooter onClose={onClose} />
    </>
  );
}
