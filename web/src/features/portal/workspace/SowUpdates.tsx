import { Button, Text, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { addSowUpdate, sowUpdates, type SowUpdate } from "../../../api/client";
import { wasm } from "../../../wasm";
import { display } from "../../../wasm/display";
import { useRuleForm } from "../../forms/useRuleForm";
import { AttachmentField, pasteInto } from "../../attachments/AttachmentField";
import { AttachmentList } from "../../attachments/AttachmentList";
import { useAttachments } from "../../attachments/useAttachments";
import { TitledSection } from "../../sections/TitledSection";
import type { Loaded } from "../../data/loaded";
import { useApiFailure } from "../load";

/** The list lives in the workspace, so it survives switching sections. */
export interface SowState {
  list: Loaded<SowUpdate[]>;
  set: (list: Loaded<SowUpdate[]>) => void;
}

/** Statement-of-work updates of one project: earlier updates and a box to send a new one. */
export function SowUpdates({ projectId, state }: { projectId: string; state: SowState }) {
  const { t } = useTranslation();
  const failure = useApiFailure();
  const w = display();
  const files = useAttachments("client");
  const form = useRuleForm({
    initial: { text: "" },
    rule: (v) => wasm().validateSowUpdate(v),
    submit: async ({ text }) => addSowUpdate(projectId, text, await files.ready()),
    success: { title: t("portal.sow.sent") },
    failure: t("portal.sow.notSent"),
    resetOnSuccess: true,
    onSuccess: async () => {
      files.clear();
      try {
        state.set({ ok: true, data: await sowUpdates(projectId) });
      } catch (err) {
        failure(err);
      }
    },
  });

  return (
    <TitledSection headingId="sow" id="statement-of-work" level={3} title={t("portal.sow.title")} intro={t("portal.sow.intro")}>
      {!state.list.ok ? (
        <p className="error-text" role="alert">
          {t("portal.loadFailed")}
        </p>
      ) : state.list.data.length === 0 ? (
        <p className="muted">{t("portal.sow.none")}</p>
      ) : (
        <ol className="plain-list item-list" aria-label={t("portal.sow.earlier")}>
          {state.list.data.map((u) => (
            <li key={u._id} className="card item">
              <Text size="sm" fw={600}>
                {u.userName} · <time dateTime={u.createdAt}>{w.displayDate(u.createdAt)}</time>
              </Text>
              <Text className="pre-wrap">{u.text}</Text>
              <AttachmentList files={u.attachments} auth="client" />
            </li>
          ))}
        </ol>
      )}
      <form {...form.formProps} className="sow-form" aria-label={t("portal.sow.title")}>
        <Textarea label={t("portal.sow.label")} autosize minRows={2} {...form.input("text")} onPaste={pasteInto(files)} />
        <AttachmentField files={files} />
        <Button type="submit" mt="sm" loading={form.submitting}>
          {t("portal.sow.send")}
        </Button>
      </form>
    </TitledSection>
  );
}
