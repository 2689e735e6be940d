import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { updateProfile, type UserProfile } from "../../../api/client";
import { wasm } from "../../../wasm";
import { useRuleForm } from "../../forms/useRuleForm";

/** Edit Profile: name, brand name, phone (`PUT /user/profile`, checked by `validateProfile` first). */
export function ProfileForm({ profile, onDone }: { profile: UserProfile; onDone?: () => void }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const form = useRuleForm({
    initial: { name: profile.name, brandName: profile.brandName, phone: profile.phone ?? "" },
    rule: (v) => wasm().validateProfile(v),
    submit: updateProfile,
    success: { title: t("profile.saved") },
    failure: t("profile.notSaved"),
    onSuccess: async () => {
      // The top bar and the pages read the profile from the portal layout: read it again.
      await revalidator.revalidate();
      onDone?.();
    },
  });

  return (
    <form {...form.formProps} aria-label={t("profile.edit")}>
      <Stack gap="sm">
        <TextInput label={t("profile.name")} autoComplete="name" required {...form.input("name")} />
        <TextInput label={t("profile.brandName")} autoComplete="organization" {...form.input("brandName")} />
        <TextInput label={t("profile.phone")} type="tel" autoComplete="tel" {...form.input("phone")} />
        <TextInput label={t("common.email")} value={profile.email} readOnly description={t("profile.emailFixed")} />
        <Group>
          <Button type="submit" loading={form.submitting}>
            {t("profile.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
