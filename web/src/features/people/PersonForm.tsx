import { Checkbox, NativeSelect, Radio, Stack, Text, TextInput } from "@mantine/core";
import "@mantine/core/styles/Checkbox.layer.css";
import "@mantine/core/styles/Radio.layer.css";
import { useTranslation } from "react-i18next";
import type { AddedPerson, InvitationSent, PeopleApi, Person } from "../../api/people";
import { wasm } from "../../wasm";
import { FormButtons } from "../forms/FormButtons";
import { FormStack } from "../forms/FormStack";
import { useRuleForm } from "../forms/useRuleForm";

/** A project a person may be given: its id and title. */
export interface ProjectChoice {
  _id: string;
  title: string;
}

type Values = {
  name: string;
  email: string;
  companyRole: string;
  finance: boolean;
  approver: boolean;
  allProjects: boolean;
  projects: string[];
};

const NEW: Values = { name: "", email: "", companyRole: "member", finance: false, approver: false, allProjects: true, projects: [] };

function valuesOf(p: Person): Values {
  return {
    name: p.name,
    email: p.email,
    companyRole: p.companyRole,
    finance: p.finance,
    approver: p.approver,
    allProjects: p.allProjects,
    projects: p.projects,
  };
}

interface Props {
  api: PeopleApi;
  /** The person to change; none to invite a new one. */
  person?: Person;
  projects: readonly ProjectChoice[];
  label: string;
  onCancel(): void;
  onSaved(person: Person | AddedPerson | InvitationSent): void;
}

/**
 * Invite a person (name, email) or change one's access: role (an owner has both abilities and
 * every project), finance, approver, and all projects or the ones chosen. One shared rule
 * (`validatePerson`) checks it before anything is sent; an edit checks it with the person's own
 * name and email, which only they change.
 */
export function PersonForm({ api, person, projects, label, onCancel, onSaved }: Props) {
  const { t } = useTranslation();
  const form = useRuleForm<Values, Person | AddedPerson | InvitationSent>({
    initial: person ? valuesOf(person) : NEW,
    rule: (v) => wasm().validatePerson(v),
    submit: ({ name: _name, email: _email, ...access }) => (person ? api.setAccess(person._id, access) : api.add({ name: _name, email: _email, ...access })),
    success: (saved) =>
      person
        ? { title: t("people.saved", { name: saved.name }) }
        : {
            title: t("people.added", { name: saved.name }),
            description: "invitationLink" in saved && saved.invitationLink ? undefined : t("people.invitationSent", { email: saved.email }),
          },
    failure: t(person ? "people.saveFailed" : "people.addFailed"),
    onSuccess: onSaved,
  });
  const { values } = form;
  const owner = values.companyRole === "owner";
  const chosen = new Set(values.projects);

  function choose(id: string, on: boolean) {
    form.setValue("projects", on ? [...values.projects, id] : values.projects.filter((p) => p !== id));
  }

  return (
    <FormStack form={form} aria-label={label}>
      {person ? (
        <Text size="sm">
          {person.name} · {person.email}
        </Text>
      ) : (
        <>
          <TextInput label={t("people.name")} required autoComplete="off" data-autofocus {...form.input("name")} />
          <TextInput label={t("people.email")} required type="email" autoComplete="off" {...form.input("email")} />
        </>
      )}
      <NativeSelect
        label={t("people.role")}
        data={[
          { value: "member", label: t("people.member") },
          { value: "owner", label: t("people.owner") },
        ]}
        value={values.companyRole}
        error={form.errors.companyRole}
        onChange={(e) => form.setValue("companyRole", e.currentTarget.value)}
      />
      <Checkbox
        label={t("people.finance")}
        description={t("people.financeHint")}
        checked={owner || values.finance}
        disabled={owner}
        onChange={(e) => form.setValue("finance", e.currentTarget.checked)}
      />
      <Checkbox
        label={t("people.approver")}
        description={t("people.approverHint")}
        checked={owner || values.approver}
        disabled={owner}
        onChange={(e) => form.setValue("approver", e.currentTarget.checked)}
      />
      <Radio.Group
        label={t("people.projectsLegend")}
        value={owner || values.allProjects ? "all" : "chosen"}
        onChange={(v) => form.setValue("allProjects", v === "all")}
        error={form.errors.projects}
      >
        <Stack gap={6} mt={6}>
          <Radio value="all" label={t("people.allProjects")} disabled={owner} />
          <Radio value="chosen" label={t("people.chosenProjects")} disabled={owner || projects.length === 0} />
          {!owner && !values.allProjects && (
            <Stack gap={4} pl="lg" role="group" aria-label={t("people.chosenProjects")}>
              {projects.map((p) => (
                <Checkbox key={p._id} label={p.title} checked={chosen.has(p._id)} onChange={(e) => choose(p._id, e.currentTarget.checked)} />
              ))}
            </Stack>
          )}
        </Stack>
      </Radio.Group>
      <FormButtons submitLabel={t(person ? "people.save" : "people.invite")} submitting={form.submitting} onCancel={onCancel} />
    </FormStack>
  );
}
