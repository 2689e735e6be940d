import { Stack, Text, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { decideSignOff, type SignOff } from "../../api/signoffs";
import { wasm } from "../../wasm";
import { FormButtons } from "../forms/FormButtons";
import { FormModal } from "../forms/FormModal";
import { useRuleForm } from "../forms/useRuleForm";

export type Verdict = "approve" | "changes";

interface Props {
  signOff: SignOff;
  /** The round's title as its card shows it (`useSignOffTitle`), which the card has read already. */
  title: string;
  verdict: Verdict;
  onCancel(): void;
  onDecided(after: SignOff): void;
}

/**
 * An approver's decision (`validateDecision`, then `POST /signoff/decide/{id}`): Approve with an
 * optional comment, or Request changes with a required one. The request's `shown` digest goes
 * with it: the decision is taken on exactly what this page showed.
 */
function DecisionForm({ signOff, title, verdict, onCancel, onDecided }: Props) {
  const { t } = useTranslation();
  const form = useRuleForm({
    initial: { decision: verdict as string, comment: "", shown: signOff.shown },
    rule: (v) => wasm().validateDecision(v),
    submit: (v) => decideSignOff(signOff._id, v),
    success: { title: t(verdict === "approve" ? "signOff.approved" : "signOff.changesSent"), description: title },
    failure: t("signOff.decideFailed"),
    onSuccess: onDecided,
  });
  return (
    <form {...form.formProps} aria-label={t(verdict === "approve" ? "signOff.approveTitle" : "signOff.changesTitle", { title })}>
      <Stack gap="sm">
        <Textarea
          label={t(verdict === "approve" ? "signOff.comment" : "signOff.changesComment")}
          required={verdict === "changes"}
          autosize
          minRows={3}
          data-autofocus
          {...form.input("comment")}
        />
        <Text size="sm" c="var(--pc-text-muted)">
          {t("signOff.recordNote")}
        </Text>
        <FormButtons submitLabel={t(verdict === "approve" ? "signOff.approve" : "signOff.send")} submitting={form.submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

export function DecisionModal({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      title={t(props.verdict === "approve" ? "signOff.approveTitle" : "signOff.changesTitle", { title: props.title })}
      onClose={props.onCancel}
    >
      <DecisionForm {...props} />
    </FormModal>
  );
}
