import { Badge, Button, Center, Checkbox, Group, Modal, NativeSelect, Table, Text, TextInput, Title } from "@mantine/core";
import "@mantine/core/styles/Badge.layer.css";
import "@mantine/core/styles/Checkbox.layer.css";
import "@mantine/core/styles/Modal.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Table.layer.css";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { addPerson, clientPeople, removePerson, type AddedPerson, type Client, type Person } from "../../../api/admin";
import { wasm } from "../../../wasm";
import { Busy } from "../../data/Busy";
import { useRecord } from "../../data/useRecord";
import { useConfirm } from "../../dialogs/useConfirm";
import { FormStack } from "../../forms/FormStack";
import { useRuleForm } from "../../forms/useRuleForm";
import { useWrite } from "../../forms/useWrite";
import { LoadFailure } from "../LoadFailure";
import { FormButtons } from "../projects/FormModal";
import { InvitationLinkModal, type InvitationLinkShown } from "./InvitationLinkModal";

const NEW_PERSON = { name: "", email: "", companyRole: "member", finance: false, approver: false };

/**
 * A client company's people (ADR 0030): who they are, their role and abilities, their two-factor
 * sign-in, whether they are in yet; Add a person (invited by email to choose a password; the link is shown when no mail
 * server sends it) and Remove (confirmed: their sessions end at once, what they wrote stays).
 */
export function ClientPeople({ client }: { client: Client }) {
  const { t } = useTranslation();
  const people = useRecord((signal) => clientPeople(client._id, signal), client._id);
  const [adding, setAdding] = useState(false);
  const [invitationLink, setInvitationLink] = useState<InvitationLinkShown | null>(null);
  const { confirm, dialog } = useConfirm();
  const write = useWrite();

  function onRemove(person: Person) {
    void confirm({
      title: t("admin.clients.people.removeTitle", { name: person.name }),
      message: t("admin.clients.people.removeBody", { name: person.name }),
      confirmLabel: t("admin.clients.people.remove"),
      onConfirm: () =>
        write(() => removePerson(client._id, person._id), {
          success: { title: t("admin.clients.people.removed", { name: person.name }) },
          failure: t("admin.clients.people.removeFailed"),
          onSuccess: people.reload,
        }),
    });
  }

  function onAdded(added: AddedPerson) {
    setAdding(false);
    if (added.invitationLink) setInvitationLink({ name: added.name, link: added.invitationLink });
    people.reload();
  }

  return (
    <section aria-labelledby="client-people" className="admin-block">
      <Group justify="space-between" align="center" mb="sm">
        <Title order={2} size="h3" id="client-people">
          {t("admin.clients.people.title")}
        </Title>
        <Button variant="light" onClick={() => setAdding(true)} disabled={!client.active}>
          {t("admin.clients.people.add")}
        </Button>
      </Group>
      {people.error && !people.data ? (
        <LoadFailure what={t("admin.clients.people.loadError")} error={people.error} retrying={people.loading} onRetry={people.reload} />
      ) : !people.data ? (
        <Center py="lg">
          <Busy />
        </Center>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label={t("admin.clients.people.of", { name: client.name })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("admin.clients.people.name")}</Table.Th>
                <Table.Th scope="col">{t("admin.clients.people.email")}</Table.Th>
                <Table.Th scope="col">{t("admin.clients.people.role")}</Table.Th>
                <Table.Th scope="col">{t("admin.clients.people.abilities")}</Table.Th>
                <Table.Th scope="col">{t("admin.clients.people.twoFactor")}</Table.Th>
                <Table.Th scope="col">{t("admin.clients.people.status")}</Table.Th>
                <Table.Th scope="col">
                  <span className="visually-hidden">{t("admin.clients.people.actions")}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {people.data.map((p) => (
                <Table.Tr key={p._id}>
                  <Table.Th scope="row">{p.name}</Table.Th>
                  <Table.Td>{p.email}</Table.Td>
                  <Table.Td>{t(p.companyRole === "owner" ? "admin.clients.people.owner" : "admin.clients.people.member")}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {p.finance && <Badge variant="light">{t("admin.clients.people.finance")}</Badge>}
                      {p.approver && <Badge variant="light">{t("admin.clients.people.approver")}</Badge>}
                      {!p.finance && !p.approver && (
                        <Text span c="gray.7" size="sm">
                          {t("admin.clients.people.none")}
                        </Text>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{t(p.twoFactor ? "admin.clients.people.twoFactorOn" : "admin.clients.people.twoFactorOff")}</Table.Td>
                  <Table.Td>
                    {!p.active
                      ? t("admin.clients.people.removedStatus")
                      : p.invitationPending
                        ? t("admin.clients.people.invited")
                        : t("admin.clients.people.activeStatus")}
                  </Table.Td>
                  <Table.Td>
                    {p._id !== client._id && p.active && (
                      <Button
                        size="xs"
                        color="red.9"
                        variant="subtle"
                        aria-label={t("admin.clients.people.removeNamed", { name: p.name })}
                        onClick={() => onRemove(p)}
                      >
                        {t("admin.clients.people.remove")}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={adding}
        onClose={() => setAdding(false)}
        title={t("admin.clients.people.addTitle", { name: client.name })}
        size="lg"
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        {adding && <AddPersonForm client={client} onCancel={() => setAdding(false)} onSaved={onAdded} />}
      </Modal>
      <InvitationLinkModal shown={invitationLink} onClose={() => setInvitationLink(null)} />
      {dialog}
    </section>
  );
}

/** Name, Email, Role (an owner has both abilities), Finance, Approver; the shared `validatePerson` rule first. */
function AddPersonForm({ client, onCancel, onSaved }: { client: Client; onCancel(): void; onSaved(person: AddedPerson): void }) {
  const { t } = useTranslation();
  const form = useRuleForm({
    initial: NEW_PERSON,
    rule: (v) => wasm().validatePerson(v),
    submit: (v) => addPerson(client._id, v),
    success: (added) => ({
      title: t("admin.clients.people.added", { name: added.name }),
      description: added.invitationLink ? undefined : t("admin.clients.invitationQueued", { email: added.email }),
    }),
    failure: t("admin.clients.people.addFailed"),
    onSuccess: onSaved,
  });
  const owner = form.values.companyRole === "owner";
  return (
    <FormStack form={form} aria-label={t("admin.clients.people.addTitle", { name: client.name })}>
      <TextInput label={t("admin.clients.people.name")} required autoComplete="off" data-autofocus {...form.input("name")} />
      <TextInput label={t("admin.clients.people.email")} required type="email" autoComplete="off" {...form.input("email")} />
      <NativeSelect
        label={t("admin.clients.people.role")}
        data={[
          { value: "member", label: t("admin.clients.people.member") },
          { value: "owner", label: t("admin.clients.people.owner") },
        ]}
        value={form.values.companyRole}
        error={form.errors.companyRole}
        onChange={(e) => form.setValue("companyRole", e.currentTarget.value)}
      />
      <Checkbox
        label={t("admin.clients.people.finance")}
        description={t("admin.clients.people.financeHint")}
        checked={owner || form.values.finance}
        disabled={owner}
        onChange={(e) => form.setValue("finance", e.currentTarget.checked)}
      />
      <Checkbox
        label={t("admin.clients.people.approver")}
        description={t("admin.clients.people.approverHint")}
        checked={owner || form.values.approver}
        disabled={owner}
        onChange={(e) => form.setValue("approver", e.currentTarget.checked)}
      />
      <FormButtons submitLabel={t("admin.clients.people.invite")} submitting={form.submitting} onCancel={onCancel} />
    </FormStack>
  );
}
