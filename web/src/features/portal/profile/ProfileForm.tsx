import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLocalizedFieldErrors } from "../useLocalizedFieldErrors";
import { useRevalidator } from "react-router";
import { updateProfile, type UserProfile } from "../../../api/client";
import { wasm } from "../../../wasm";
import { toast } from "../../toasts/store";
import { useFormFailure } from "../load";

/** Edit Profile: name, brand name, phone (`PUT /user/profile`, checked by `validateProfile` first). */
export function ProfileForm({ profile, onDone }: { profile: UserProfile; onDone?: () => void }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [name, setName] = useState(profile.name);
  const [brandName, setBrandName] = useState(profile.brandName);
  const [phone, setPhone] = useState(profile.phone ?? "");
  const [saving, setSaving] = useState(false);
  const { errors, show, clear } = useLocalizedFieldErrors();
  const reportFailure = useFormFailure(show);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const input = { name, brandName, phone };
    const problems = wasm().validateProfile(input);
    if (problems.length > 0) {
      show(problems);
      return;
    }
    setSaving(true);
    try {
      await updateProfile(input);
      toast({ title: t("profile.saved"), status: "success" });
      // The top bar and the pages read the profile from the portal layout: read it again.
      await revalidator.revalidate();
      onDone?.();
    } catch (err) {
      reportFailure(err, t("profile.notSaved"));
    } finally {
      setSaving(false);
    }
  }

  const field = (key: "name" | "brandName" | "phone", set: (v: string) => void) => ({
    error: errors[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      set(e.currentTarget.value);
      clear(key);
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("profile.edit")}>
      <Stack gap="sm">
        <TextInput label={t("profile.name")} autoComplete="name" withAsterisk value={name} {...field("name", setName)} />
        <TextInput
          label={t("profile.brandName")}
          autoComplete="organization"
          value={brandName}
          {...field("brandName", setBrandName)}
        />
        <TextInput label={t("profile.phone")} type="tel" autoComplete="tel" value={phone} {...field("phone", setPhone)} />
        <TextInput label={t("common.email")} value={profile.email} readOnly description={t("profile.emailFixed")} />
        <Group>
          <Button type="submit" loading={saving}>
            {t("profile.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
