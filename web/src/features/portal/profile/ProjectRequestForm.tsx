import { Button, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { addProjectRequest } from "../../../api/client";
import { wasm } from "../../../wasm";
import { CONSTANTS } from "../../../wasm/constants";
import { FormStack } from "../../forms/FormStack";
import { useRuleForm } from "../../forms/useRuleForm";
import { AttachmentField, pasteInto } from "../../attachments/AttachmentField";
import { useAttachments } from "../../attachments/useAttachments";

/**
 * The New project-requirement form: stored with `POST /project/addRequest`; staff see it. A
 * budget is money: only those who handle it (`money`) are asked for one. The brief and mock-ups go
 * with it as files.
 */
export function ProjectRequestForm({ onSent, money }: { onSent: () => void; money: boolean }) {
  const { t } = useTranslation();
  const files = useAttachments("client");
  const form = useRuleForm({
    initial: { title: "", projectCost: "", projectTimeline: "", description: "" },
    rule: (v) => wasm().validateProjectRequest(v),
    submit: async (v) => addProjectRequest(v, await files.ready()),
    success: {
      title: t("profile.request.sentTitle"),
      description: t("profile.request.sentBody"),
      durationMs: CONSTANTS.toastLongMs,
    },
    failure: t("profile.request.notSent"),
    onSuccess: () => {
      files.clear();
      onSent();
    },
  });

  return (
    <FormStack form={form} aria-label={t("profile.request.title")}>
      <TextInput label={t("profile.request.projectTitle")} required {...form.input("title")} />
      {money && <TextInput label={t("profile.request.cost")} {...form.input("projectCost")} />}
      <TextInput label={t("profile.request.timeline")} {...form.input("projectTimeline")} />
      <Textarea label={t("profile.request.description")} autosize minRows={4} {...form.input("description")} onPaste={pasteInto(files)} />
      <AttachmentField files={files} />
      <Button type="submit" loading={form.submitting} style={{ alignSelf: "flex-start" }}>
        {t("common.submit")}
      </Button>
    </FormStack>
  );
}
