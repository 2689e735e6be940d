import { Badge, Button, Group, Table, Text, Title } from "@mantine/core";
import "@mantine/core/styles/Badge.layer.css";
import "@mantine/core/styles/Table.layer.css";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageKey } from "../../api/client";
import type { AddedPerson, InvitationSent, PeopleApi, Person } from "../../api/people";
import { display } from "../../wasm/display";
import { RetryAlert } from "../data/RetryAlert";
import { useRecord } from "../data/useRecord";
import { useConfirm } from "../dialogs/useConfirm";
import { FormModal } from "../forms/FormModal";
import { useWrite } from "../forms/useWrite";
import { toast } from "../toasts/store";
import { PersonForm, type ProjectChoice } from "./PersonForm";
import { Skeleton } from "../page/Skeleton";
import { Person as PersonName } from "../ui/Person";

interface Props {
  api: PeopleApi;
  /** Loads the list again when it changes (the company's id). */
  company: string;
  /** The section's heading and the table's name; the company's name (what a person is added to). */
  heading: string;
  companyName: string;
  caption: string;
  /** The company's projects, to choose from and to name a member's. */
  projects: readonly ProjectChoice[];
  /** May invite, change and remove people (staff, a company's owner). */
  manage: boolean;
  /** The signed-in person (the portal): they do not change their own access. */
  self?: string;
  /** Adding is switched off (a company switched off). */
  addDisabled?: boolean;
  /** Staff: open the portal read-only as this person. */
  onViewAs?(person: Person): void;
  /** Staff: an invitation's link when no mail server sends it. */
  onInvitationLink?(shown: { name: string; link: string }): void;
  /** Staff: look after this person's ways in (passkeys, sign-in limits). */
  onSignIn?(person: Person): void;
}

/**
 * A client company's people (ADR 0030), in the console and in the portal alike: each with their
 * role, abilities, projects, two-factor sign-in (when the reader may know it) and state; invite a
 * person, change one's access, send an invitation again, remove one (confirmed: their sessions
 * end at once, what they wrote stays), hand the ownership on (an owner, in the portal).
 */
export function PeoplePanel({ api, company, heading, companyName, caption, projects, manage, self, addDisabled, onViewAs, onInvitationLink, onSignIn }: Props) {
  const { t } = useTranslation();
  const people = useRecord((signal) => api.list(signal), company);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Person | null>(null);
  const { confirm, dialog } = useConfirm();
  const write = useWrite();
  const titles = new Map(projects.map((p) => [p._id, p.title]));
  const showTwoFactor = people.data?.some((p) => p.twoFactor !== undefined && p.twoFactor !== null) ?? false;

  function onRemove(person: Person) {
    void confirm({
      title: t("people.removeTitle", { name: person.name }),
      message: t("people.removeBody", { name: person.name }),
      confirmLabel: t("people.remove"),
      onConfirm: () =>
        write(() => api.remove(person._id), {
          success: { title: t("people.removed", { name: person.name }) },
          failure: t("people.removeFailed"),
          onSuccess: people.reload,
        }),
    });
  }

  function onTransfer(person: Person, transfer: (id: string) => Promise<Person>) {
    void confirm({
      title: t("people.transferTitle", { name: person.name }),
      message: t("people.transferBody", { name: person.name }),
      confirmLabel: t("people.transfer"),
      // The reader is a member now: the page (and its menu) follow.
      onConfirm: () =>
        write(() => transfer(person._id), {
          success: { title: t("people.transferred", { name: person.name }) },
          failure: t("people.transferFailed"),
          onSuccess: () => window.location.reload(),
        }),
    });
  }

  function onInviteAgain(person: Person) {
    void write(() => api.inviteAgain(person._id), {
      // No mail server: staff get the link to send themselves instead of a mail on its way.
      success: null,
      failure: t("people.resendFailed"),
      onSuccess: (sent) => {
        if (sent.link) onInvitationLink?.({ name: person.name, link: sent.link });
        else toast({ status: "success", title: t("people.resent", { email: person.email }) });
      },
    });
  }

  function onSaved(saved: Person | AddedPerson | InvitationSent) {
    setAdding(false);
    setEditing(null);
    if ("invitationLink" in saved && saved.invitationLink) onInvitationLink?.({ name: saved.name, link: saved.invitationLink });
    people.reload();
  }

  const projectsOf = (p: Person) =>
    p.allProjects ? t("people.allProjects") : p.projects.map((id) => titles.get(id) ?? t("people.projectsCount", { count: 1 })).join(", ");

  return (
    <section aria-labelledby={`people-${company}`} className="admin-block">
      <Group justify="space-between" align="center" mb="sm">
        <Title order={2} size="h3" id={`people-${company}`}>
          {heading}
        </Title>
        {manage && (
          <Button variant="light" onClick={() => setAdding(true)} disabled={addDisabled}>
            {t("people.add")}
          </Button>
        )}
      </Group>
      {people.error && !people.data ? (
        <RetryAlert
          message={`${t("people.loadError")}: ${t(errorMessageKey(people.error))}`}
          retrying={people.loading}
          onRetry={people.reload}
        />
      ) : !people.data ? (
        <Skeleton />
      ) : (
        <Table.ScrollContainer minWidth={640} type="native" tabIndex={0} role="group" aria-label={caption}>
          <Table aria-label={caption}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("people.name")}</Table.Th>
                <Table.Th scope="col">{t("people.email")}</Table.Th>
                <Table.Th scope="col">{t("people.role")}</Table.Th>
                <Table.Th scope="col">{t("people.abilities")}</Table.Th>
                <Table.Th scope="col">{t("people.projects")}</Table.Th>
                {showTwoFactor && <Table.Th scope="col">{t("people.twoFactor")}</Table.Th>}
                {showTwoFactor && <Table.Th scope="col">{t("people.lastSignIn")}</Table.Th>}
                <Table.Th scope="col">{t("people.status")}</Table.Th>
                {manage && (
                  <Table.Th scope="col">
                    <span className="visually-hidden">{t("people.actions")}</span>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {people.data.map((p) => {
                const mine = p._id === self;
                const transfer = api.transfer;
                return (
                  <Table.Tr key={p._id}>
                    <Table.Th scope="row">
                      <PersonName name={p.name}>{mine ? t("people.you", { name: p.name }) : p.name}</PersonName>
                    </Table.Th>
                    <Table.Td>{p.email}</Table.Td>
                    <Table.Td>{t(p.companyRole === "owner" ? "people.owner" : "people.member")}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {p.finance && <Badge variant="light">{t("people.finance")}</Badge>}
                        {p.approver && <Badge variant="light">{t("people.approver")}</Badge>}
                        {!p.finance && !p.approver && (
                          <Text span c="var(--pc-text-muted)" size="sm">
                            {t("people.none")}
                          </Text>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{projectsOf(p)}</Table.Td>
                    {showTwoFactor && <Table.Td>{t(p.twoFactor ? "people.twoFactorOn" : "people.twoFactorOff")}</Table.Td>}
                    {showTwoFactor && (
                      <Table.Td className="nowrap">{p.lastSignIn ? display().displayDate(p.lastSignIn) : t("people.neverSignedIn")}</Table.Td>
                    )}
                    <Table.Td>
                      {!p.active ? t("people.removedStatus") : p.invitationPending ? t("people.invited") : t("people.activeStatus")}
                    </Table.Td>
                    {manage && (
                      <Table.Td>
                        {p.active && !mine && (
                          <Group gap={4} wrap="nowrap">
                            <Button size="xs" variant="subtle" aria-label={t("people.editNamed", { name: p.name })} onClick={() => setEditing(p)}>
                              {t("people.edit")}
                            </Button>
                            {onViewAs && !p.invitationPending && (
                              <Button size="xs" variant="subtle" aria-label={t("people.viewAsNamed", { name: p.name })} onClick={() => onViewAs(p)}>
                                {t("people.viewAs")}
                              </Button>
                            )}
                            {onSignIn && !p.invitationPending && (
                              <Button size="xs" variant="subtle" aria-label={t("admin.signIn.buttonNamed", { name: p.name })} onClick={() => onSignIn(p)}>
                                {t("admin.signIn.button")}
                              </Button>
                            )}
                            {p.invitationPending && (
                              <Button size="xs" variant="subtle" aria-label={t("people.resendNamed", { name: p.name })} onClick={() => onInviteAgain(p)}>
                                {t("people.resend")}
                              </Button>
                            )}
                            {transfer && !p.invitationPending && p.companyRole !== "owner" && (
                              <Button size="xs" variant="subtle" aria-label={t("people.transferNamed", { name: p.name })} onClick={() => onTransfer(p, transfer)}>
                                {t("people.transfer")}
                              </Button>
                            )}
                            {p._id !== company && (
                              <Button
                                size="xs"
                                color="red.9"
                                variant="subtle"
                                aria-label={t("people.removeNamed", { name: p.name })}
                                onClick={() => onRemove(p)}
                              >
                                {t("people.remove")}
                              </Button>
                            )}
                          </Group>
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <FormModal opened={adding} title={t("people.addTitle", { name: companyName })} onClose={() => setAdding(false)}>
        <PersonForm
          api={api}
          projects={projects}
          label={t("people.addTitle", { name: companyName })}
          onCancel={() => setAdding(false)}
          onSaved={onSaved}
        />
      </FormModal>
      <FormModal opened={editing !== null} title={editing ? t("people.editTitle", { name: editing.name }) : ""} onClose={() => setEditing(null)}>
        {editing && (
          <PersonForm
            api={api}
            person={editing}
            projects={projects}
            label={t("people.editTitle", { name: editing.name })}
            onCancel={() => setEditing(null)}
            onSaved={onSaved}
          />
        )}
      </FormModal>
      {dialog}
    </section>
  );
}
