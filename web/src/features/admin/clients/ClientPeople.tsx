import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { clientProjects, type Client } from "../../../api/admin";
import { staffPeople } from "../../../api/people";
import { useRecord } from "../../data/useRecord";
import { People } from "../../people/People";
import { useWrite } from "../../forms/useWrite";
import { SignInDialog, type Account } from "../access/SignInDialog";
import { InvitationLinkModal, type InvitationLinkShown } from "./InvitationLinkModal";
import { startViewAs } from "./startViewAs";

/**
 * A client company's people in the console (ADR 0030): the shared panel, run with staff's
 * routes. Staff add people, appoint owners, choose what each sees, send invitations again (the
 * link shown when no mail server sends it) and remove people.
 */
export function ClientPeople({ client }: { client: Client }) {
  const { t } = useTranslation();
  const api = useMemo(() => staffPeople(client._id), [client._id]);
  const projects = useRecord((signal) => clientProjects(client._id, signal), client._id);
  const [invitationLink, setInvitationLink] = useState<InvitationLinkShown | null>(null);
  const [signInOf, setSignInOf] = useState<Account | null>(null);
  const write = useWrite();
  const navigate = useNavigate();
  // What is visible is per person: staff may look as any one of them.
  const onViewAs = (person: { _id: string; name: string }) =>
    void write(() => startViewAs(client, person), {
      success: { title: t("admin.viewAs.opening", { name: person.name }), status: "info" },
      failure: t("admin.viewAs.failed"),
      onSuccess: (path) => navigate(path),
    });
  return (
    <>
      <People
        api={api}
        company={client._id}
        heading={t("admin.clients.peopleTitle")}
        companyName={client.name}
        caption={t("admin.clients.peopleOf", { name: client.name })}
        projects={projects.data ?? []}
        manage
        addDisabled={!client.active}
        onViewAs={client.active ? onViewAs : undefined}
        onInvitationLink={setInvitationLink}
        onSignIn={setSignInOf}
      />
      <SignInDialog account={signInOf} onClose={() => setSignInOf(null)} />
      <InvitationLinkModal shown={invitationLink} onClose={() => setInvitationLink(null)} />
    </>
  );
}
