import { Button, Group, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { createIssueComment, type IssueView } from "../../api/code";
import { wasm } from "../../wasm";
import { CONSTANTS } from "../../wasm/constants";
import { ItemModal } from "../dialogs/ItemModal";
import { useRuleForm } from "../forms/useRuleForm";
import { MarkdownField, TokenNotice } from "./WriteFields";
import type { CodeWriter } from "./writer";

/**
 * The Add Comment popup (product.md §2): a Markdown comment on `issue`, checked by the shared rule,
 * and Close. Posted by the server in the caller's name; on success the spec's toast, the popup
 * closes and the activity is read again. Open while `issue` is set.
 */
export function CommentModal({ issue, writer, onClose }: { issue: IssueView | null; writer: CodeWriter; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <ItemModal
      item={issue}
      onClose={onClose}
      title={(shown) => t("portal.code.addCommentTo", { number: shown.number })}
      centered
      // The form's own Close button closes it (and Escape): one control, one name.
      withCloseButton={false}
    >
      {(shown) => <CommentForm key={shown.number} issue={shown} writer={writer} onClose={onClose} />}
    </ItemModal>
  );
}

function CommentForm({ issue, writer, onClose }: { issue: IssueView; writer: CodeWriter; onClose(): void }) {
  const { t } = useTranslation();
  const form = useRuleForm({
    initial: { body: "" },
    rule: (v) => wasm().validateIssueComment(v),
    submit: (v) => createIssueComment(writer.projectId, issue.number, v, writer.auth),
    success: {
      title: t("portal.code.commentAddedTitle"),
      description: t("portal.code.commentAddedBody"),
      durationMs: CONSTANTS.toastMs,
    },
    failure: t("portal.code.commentNotAdded"),
    onSuccess: () => {
      onClose();
      writer.onChanged();
    },
  });

  return (
    <form {...form.formProps} aria-label={t("portal.code.addCommentTo", { number: issue.number })}>
      <Stack gap="sm">
        <p className="muted small code-modal-issue">{issue.title}</p>
        <TokenNotice writer={writer} />
        <MarkdownField label={t("portal.code.comment")} minRows={4} maxRows={14} data-autofocus {...form.input("body")} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t("common.close")}
          </Button>
          <Button type="submit" loading={form.submitting} disabled={!writer.canWrite}>
            {t("common.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
