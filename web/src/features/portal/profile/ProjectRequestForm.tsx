import { Button, Stack, Textarea, TextInput } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLocalizedFieldErrors } from "../useLocalizedFieldErrors";
import { addProjectRequest } from "../../../api/client";
import { wasm } from "../../../wasm";
import { toast } from "../../toasts/store";
import { useFormFailure } from "../load";

/** The New project-requirement form: stored with `POST /project/addRequest`; staff see it. */
export function ProjectRequestForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState("");
  const [projectCost, setCost] = useState("");
  const [projectTimeline, setTimeline] = useState("");
  const [description, setDescription] = useState("");
  const [sending, setSending] = useState(false);
  const { errors, show, clear } = useLocalizedFieldErrors();
  const reportFailure = useFormFailure(show);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const input = { title, projectCost, projectTimeline, description };
    const w = wasm();
    const problems = w.validateProjectRequest(input);
    if (problems.length > 0) {
      show(problems);
      return;
    }
    setSending(true);
    try {
      await addProjectRequest(input);
      toast({
        title: t("profile.request.sentTitle"),
        description: t("profile.request.sentBody"),
        status: "success",
        durationMs: w.constants().toastLongMs,
      });
      onSent();
    } catch (err) {
      reportFailure(err, t("profile.request.notSent"));
    } finally {
      setSending(false);
    }
  }

  const on = (key: string, set: (v: string) => void) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    set(e.currentTarget.value);
    clear(key);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("profile.request.title")}>
      <Stack gap="sm">
        <TextInput label={t("profile.request.projectTitle")} withAsterisk value={title} error={errors.title} onChange={on("title", setTitle)} />
        <TextInput
          label={t("profile.request.cost")}
          value={projectCost}
          error={errors.projectCost}
          onChange={on("projectCost", setCost)}
        />
        <TextInput
          label={t("profile.request.timeline")}
          value={projectTimeline}
          error={errors.projectTimeline}
          onChange={on("projectTimeline", setTimeline)}
        />
        <Textarea
          label={t("profile.request.description")}
          autosize
          minRows={4}
          value={description}
          error={errors.description}
          onChange={on("description", setDescription)}
        />
        <Button type="submit" loading={sending} style={{ alignSelf: "flex-start" }}>
          {t("common.submit")}
        </Button>
      </Stack>
    </form>
  );
}
