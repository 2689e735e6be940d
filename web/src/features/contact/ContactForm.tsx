import { Button, Checkbox, Stack, Textarea, TextInput, Title } from "@mantine/core";
import "@mantine/core/styles/Checkbox.layer.css";
import "@mantine/core/styles/InlineInput.layer.css";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, contactSubmit, type ContactInput } from "../../api/client";
import { loadWasm } from "../../wasm";
import { useFieldErrors } from "../forms/useFieldErrors";

type Outcome = { kind: "success" | "error"; text: string } | null;

const EMPTY: ContactInput = { name: "", email: "", phone: "", message: "", permission: true };

/** Contact form (spec sections 4, 5, 8): checked by the shared rules on submit; sent only when valid. */
export function ContactForm() {
  const { t } = useTranslation();
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { errors, show, clear } = useFieldErrors();

  function set<K extends keyof ContactInput>(field: K, value: ContactInput[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const w = await loadWasm();
    const problems = w.validateContact(values);
    if (problems.length > 0) {
      show(problems);
      setOutcome(null);
      return;
    }
    setSubmitting(true);
    try {
      await contactSubmit(values);
      setOutcome({ kind: "success", text: t("contact.success", { name: values.name }) });
      setValues(EMPTY);
    } catch (err) {
      if (err instanceof ApiError && err.fields.length > 0) show(err.fields);
      setOutcome({ kind: "error", text: t("contact.failure") });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
      <Stack gap="md">
        <Title order={2} id="contact-form-title" size="h3">
          {t("contact.formTitle")}
        </Title>
        <TextInput
          label={t("contact.name")}
          name="name"
          autoComplete="name"
          withAsterisk
          value={values.name}
          error={errors.name}
          onChange={(e) => set("name", e.currentTarget.value)}
        />
        <TextInput
          label={t("contact.email")}
          name="email"
          type="email"
          autoComplete="email"
          withAsterisk
          value={values.email}
          error={errors.email}
          onChange={(e) => set("email", e.currentTarget.value)}
        />
        <TextInput
          label={t("contact.phone")}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="numeric"
          withAsterisk
          value={values.phone}
          error={errors.phone}
          onChange={(e) => set("phone", e.currentTarget.value)}
        />
        <Textarea
          label={t("contact.message")}
          name="message"
          withAsterisk
          minRows={4}
          autosize
          value={values.message}
          error={errors.message}
          onChange={(e) => set("message", e.currentTarget.value)}
        />
        <Checkbox
          label={t("contact.permission")}
          name="permission"
          checked={values.permission}
          error={errors.permission}
          onChange={(e) => set("permission", e.currentTarget.checked)}
        />
        <div>
          <Button type="submit" loading={submitting}>
            {t("contact.submit")}
          </Button>
        </div>
        {outcome && (
          <p className="form-message" data-kind={outcome.kind} role={outcome.kind === "error" ? "alert" : "status"}>
            {outcome.text}
          </p>
        )}
      </Stack>
    </form>
  );
}
