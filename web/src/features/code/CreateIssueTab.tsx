import { Button, Stack, TextInput, Title } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { createIssue, type IssueView } from "../../api/code";
import { wasm } from "../../wasm";
import { CONSTANTS } from "../../wasm/constants";
import { useRuleForm } from "../forms/useRuleForm";
import { MarkdownField, TokenNotice } from "./WriteFields";
import type { CodeWriter } from "./writer";

/**
 * Create Issue (product.md §2 and §8): a title and a Markdown body, checked by the shared rule,
 * posted by the server in the caller's name. On success: the spec's toast (9 s), the form empties
 * and `onCreated` (which shows the Issues tab and reads the activity again).
 */
export function CreateIssueTab({ writer, onCreated }: { writer: CodeWriter; onCreated(issue: IssueView): void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const form = useRuleForm({
    initial: { title: "", body: "" },
    rule: (v) => wasm().validateIssue(v),
    submit: (v) => createIssue(writer.projectId, v, writer.auth),
    success: {
      title: t("portal.code.issueCreatedTitle"),
      description: t("portal.code.issueCreatedBody"),
      durationMs: CONSTANTS.toastLongMs,
    },
    failure: t("portal.code.issueNotCreated"),
    resetOnSuccess: true,
    onSuccess: onCreated,
  });

  return (
    <form {...form.formProps} aria-labelledby={headingId} className="card code-form">
      <Title order={3} size="h4" id={headingId} mb="sm">
        {t("portal.code.createIssue")}
      </Title>
      <Stack gap="sm">
        <TokenNotice writer={writer} />
        <TextInput label={t("portal.code.issueTitle")} withAsterisk {...form.input("title")} />
        <MarkdownField label={t("portal.code.issueBody")} minRows={6} maxRows={20} {...form.input("body")} />
        <Button type="submit" loading={form.submitting} disabled={!writer.canWrite} style={{ alignSelf: "flex-start" }}>
          {t("portal.code.createIssue")}
        </Button>
      </Stack>
    </form>
  );
}
