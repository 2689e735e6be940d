import { Stack, Text, TextInput } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { setStaffHours, staffRoles, type StaffView } from "../../../api/staff-admin";
import { useRecord } from "../../data/useRecord";
import { ItemModal } from "../../dialogs/ItemModal";
import { FormButtons } from "../../forms/FormButtons";
import { useRuleForm } from "../../forms/useRuleForm";
import { wasm } from "../../../wasm";

/**
 * A staff member's hours (ADR 0042): the role they are charged as on projects with a rate for it,
 * and the name clients see on their hours (blank: their name). Entries logged before keep theirs.
 * `staff` null closes the dialog.
 */
export function StaffHoursDialog({ staff, onClose, onSaved }: { staff: StaffView | null; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  return (
    <ItemModal item={staff} onClose={onClose} title={(shown) => t("admin.staff.hoursTitle", { name: shown.name })}>
      {(shown) => <StaffHoursForm key={shown._id} staff={shown} onClose={onClose} onSaved={onSaved} />}
    </ItemModal>
  );
}

function StaffHoursForm({ staff, onClose, onSaved }: { staff: StaffView; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const roles = useRecord((signal) => staffRoles(signal), "staffRoles");
  const listId = useId();
  const form = useRuleForm({
    initial: { role: staff.hoursRole, shownAs: staff.shownAs },
    rule: (v) => wasm().validateStaffHours(v.role, v.shownAs),
    submit: (v) => setStaffHours(staff._id, v),
    success: { title: t("admin.staff.hoursSaved", { name: staff.name }) },
    failure: t("admin.staff.hoursFailed"),
    onSuccess: onSaved,
  });
  return (
    <form {...form.formProps} aria-label={t("admin.staff.hoursTitle", { name: staff.name })}>
      <Stack gap="sm">
        <Text size="sm" c="var(--pc-text-muted)">
          {t("admin.staff.hoursHint")}
        </Text>
        <TextInput label={t("admin.staff.hoursRole")} description={t("admin.staff.hoursRoleHint")} autoComplete="off" list={listId} data-autofocus {...form.input("role")} />
        <datalist id={listId}>
          {(roles.data ?? []).map((r) => (
            <option key={r} value={r} />
          ))}
        </datalist>
        <TextInput label={t("admin.staff.shownAs")} description={t("admin.staff.shownAsHint", { name: staff.name })} autoComplete="off" {...form.input("shownAs")} />
        <FormButtons submitLabel={t("admin.hours.save")} submitting={form.submitting} onCancel={onClose} />
      </Stack>
    </form>
  );
}
