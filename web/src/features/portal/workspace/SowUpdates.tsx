import { Button, Text, Textarea, Title } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLocalizedFieldErrors } from "../useLocalizedFieldErrors";
import { addSowUpdate, sowUpdates, type SowUpdate } from "../../../api/client";
import { wasm } from "../../../wasm";
import { toast } from "../../toasts/store";
import { useApiFailure, useFormFailure, type Loaded } from "../load";

/** The list lives in the workspace, so it survives switching sections. */
export interface SowState {
  list: Loaded<SowUpdate[]>;
  set: (list: Loaded<SowUpdate[]>) => void;
}

/** Statement-of-work updates of one project: earlier updates and a box to send a new one. */
export function SowUpdates({ projectId, state }: { projectId: string; state: SowState }) {
  const { t } = useTranslation();
  const failure = useApiFailure();
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const { errors, show, clear } = useLocalizedFieldErrors();
  const reportFailure = useFormFailure(show);
  const w = wasm();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const problems = w.validateSowUpdate({ text });
    if (problems.length > 0) {
      show(problems);
      return;
    }
    setSending(true);
    try {
      await addSowUpdate(projectId, text);
      setText("");
      toast({ title: t("portal.sow.sent"), status: "success" });
      try {
        state.set({ ok: true, data: await sowUpdates(projectId) });
      } catch (err) {
        failure(err);
      }
    } catch (err) {
      reportFailure(err, t("portal.sow.notSent"));
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby="sow" id="statement-of-work">
      <Title order={3} id="sow" mb="xs">
        {t("portal.sow.title")}
      </Title>
      <Text size="sm" mb="sm">
        {t("portal.sow.intro")}
      </Text>
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
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={onSubmit} noValidate className="sow-form" aria-label={t("portal.sow.title")}>
        <Textarea
          label={t("portal.sow.label")}
          autosize
          minRows={2}
          value={text}
          error={errors.text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            clear("text");
          }}
        />
        <Button type="submit" mt="sm" loading={sending}>
          {t("portal.sow.send")}
        </Button>
      </form>
    </section>
  );
}
