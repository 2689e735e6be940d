import { Modal, Stack, Textarea, TextInput } from "@mantine/core";
import "@mantine/core/styles/Modal.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import { useTranslation } from "react-i18next";
import { createTeamMember, editTeamMember, type Member } from "../../../api/admin";
import { wasm } from "../../../wasm";
import { CONSTANTS } from "../../../wasm/constants";
import { FormButtons } from "../../forms/FormButtons";
import { useRuleForm } from "../../forms/useRuleForm";

/** The member's fields as the form holds them: text, as typed (the shared rule reads age and date). */
export type MemberValues = {
  name: string;
  role: string;
  email: string;
  phoneNumber: string;
  age: string;
  address: string;
  joiningDate: string;
  about: string;
};

const EMPTY: MemberValues = {
  name: "",
  role: "",
  email: "",
  phoneNumber: "",
  age: "",
  address: "",
  joiningDate: "",
  about: "",
};

export function memberValues(m: Member): MemberValues {
  return {
    name: m.name,
    role: m.role,
    email: m.email,
    phoneNumber: m.phoneNumber,
    age: m.age === null ? "" : String(m.age),
    address: m.address,
    joiningDate: m.joiningDate ?? "",
    about: m.about,
  };
}

interface FormProps {
  /** The member to edit; a new one without it. */
  member?: Member;
  onCancel(): void;
  onSaved(member: Member): void | Promise<void>;
}

/**
 * Add New Team / Edit: every field of a member (`validateTeamMember` first), `POST /team/create` or
 * `PUT /team/edit/{id}`; 'Team Added Successfully' for 9 s on creation (product.md §8).
 */
function MemberForm({ member, onCancel, onSaved }: FormProps) {
  const { t } = useTranslation();
  const form = useRuleForm({
    initial: member ? memberValues(member) : EMPTY,
    rule: (v) => wasm().validateTeamMember(v),
    submit: (v) => (member ? editTeamMember(member._id, v) : createTeamMember(v)),
    success: member
      ? { title: t("admin.team.saved") }
      : { title: t("admin.team.added"), durationMs: CONSTANTS.toastLongMs },
    failure: member ? t("admin.team.saveFailed") : t("admin.team.addFailed"),
    onSuccess: onSaved,
  });
  const label = (field: keyof MemberValues) => t(`admin.team.fields.${field}`);

  return (
    <form {...form.formProps} aria-label={member ? t("admin.team.editTitle", { name: member.name }) : t("admin.team.addTitle")}>
      <Stack gap="sm">
        <TextInput label={label("name")} required autoComplete="off" data-autofocus {...form.input("name")} />
        <TextInput label={label("role")} required autoComplete="off" {...form.input("role")} />
        <TextInput label={label("email")} required type="email" autoComplete="off" {...form.input("email")} />
        <TextInput label={label("phoneNumber")} type="tel" autoComplete="off" {...form.input("phoneNumber")} />
        <TextInput label={label("age")} inputMode="numeric" autoComplete="off" {...form.input("age")} />
        <TextInput label={label("address")} autoComplete="off" {...form.input("address")} />
        <TextInput label={label("joiningDate")} type="date" {...form.input("joiningDate")} />
        <Textarea label={label("about")} autosize minRows={3} {...form.input("about")} />
        <FormButtons submitLabel={t("admin.team.save")} submitting={form.submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

/** The form in a modal; its fields start afresh each time it opens. */
export function MemberFormModal({ opened, ...props }: FormProps & { opened: boolean }) {
  const { t } = useTranslation();
  const title = props.member ? t("admin.team.editTitle", { name: props.member.name }) : t("admin.team.addTitle");
  return (
    <Modal opened={opened} onClose={props.onCancel} title={title} size="lg" closeButtonProps={{ "aria-label": t("common.close") }}>
      {opened && <MemberForm {...props} />}
    </Modal>
  );
}
