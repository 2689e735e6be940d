import { Alert, Anchor, Button, Center, Checkbox, Stack, Text, Textarea, TextInput } from "@mantine/core";
import "@mantine/core/styles/Checkbox.layer.css";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError, type Payment } from "../../api/client";
import { billingSettings, issueInvoice, type BillingSettings, type Invoice } from "../../api/invoices";
import { Busy } from "../data/Busy";
import { RetryAlert } from "../data/RetryAlert";
import { useRecord } from "../data/useRecord";
import { FormButtons } from "../forms/FormButtons";
import { FormModal } from "../forms/FormModal";
import { FormStack } from "../forms/FormStack";
import { useRuleForm } from "../forms/useRuleForm";
import { useFailure } from "../forms/useWrite";
import { useMoney } from "../project/format";
import { toast } from "../toasts/store";
import { percentOf } from "./percent";

type Milestone = Pick<Payment, "_id" | "title" | "status" | "currency" | "received" | "left">;

interface Props {
  projectId: string;
  /** The project's milestones: the due ones can be invoiced. */
  milestones: readonly Milestone[];
  /** Where staff fill in the firm's billing details (the console's Settings). */
  settingsHref: string;
  /** An invoice was issued: its milestones are invoiced now, and the project has one more invoice. */
  onIssued(invoice: Invoice): void;
}

const FIELDS = new Set(["payments", "taxRate", "taxLabel", "dueOn", "note"]);

/** The server refused because the firm's billing details were never filled in (409 on `settings`). */
function settingsMissing(err: unknown): boolean {
  return err instanceof ApiError && err.status === 409 && err.field === "settings";
}

/**
 * Issue invoice, in the console's Payments panel (shown only while a milestone is due): a form
 * with the due milestones, all ticked, the tax rate and name prefilled from the firm's defaults,
 * an optional due date (the firm's payment terms when empty) and a note.
 */
export function IssueInvoice({ projectId, milestones, settingsHref, onIssued }: Props) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const due = milestones.filter((m) => m.status === "due");
  if (due.length === 0) return null;
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)}>
        {t("invoice.issue")}
      </Button>
      <FormModal opened={opened} title={t("invoice.issue")} onClose={() => setOpened(false)}>
        <IssueInvoiceForm
          projectId={projectId}
          due={due}
          settingsHref={settingsHref}
          onCancel={() => setOpened(false)}
          onIssued={(invoice) => {
            setOpened(false);
            onIssued(invoice);
          }}
        />
      </FormModal>
    </>
  );
}

interface FormProps {
  projectId: string;
  due: readonly Milestone[];
  settingsHref: string;
  onCancel(): void;
  onIssued(invoice: Invoice): void;
}

/** Reads the firm's defaults first: the form starts from them. */
function IssueInvoiceForm(props: FormProps) {
  const { t } = useTranslation();
  const settings = useRecord((signal) => billingSettings(signal), "billingSettings");
  if (settings.data === undefined) {
    return settings.error !== null ? (
      <RetryAlert message={t("invoice.settingsLoadFailed")} retrying={settings.loading} onRetry={settings.reload} />
    ) : (
      <Center py="md">
        <Busy size="sm" />
      </Center>
    );
  }
  return <InvoiceFields {...props} settings={settings.data} />;
}

function InvoiceFields({ projectId, due, settingsHref, settings, onCancel, onIssued }: FormProps & { settings: BillingSettings | null }) {
  const { t } = useTranslation();
  const money = useMoney();
  const fail = useFailure();
  const [missing, setMissing] = useState(settings === null);
  const form = useRuleForm({
    initial: {
      payments: due.map((m) => m._id),
      taxRate: settings ? percentOf(settings.taxRate) : "",
      taxLabel: settings?.taxLabel ?? "",
      dueOn: "",
      note: "",
    },
    submit: (v) =>
      issueInvoice(projectId, {
        payments: v.payments,
        taxRate: v.taxRate.trim() === "" ? undefined : v.taxRate.trim(),
        taxLabel: v.taxLabel.trim() === "" ? undefined : v.taxLabel.trim(),
        dueOn: v.dueOn === "" ? undefined : v.dueOn,
        note: v.note.trim() === "" ? undefined : v.note,
      }),
    success: (invoice) => ({ title: t("invoice.issued", { number: invoice.number }) }),
    failure: t("invoice.issueFailed"),
    // The firm's details missing is said above the form, with the way to Settings; the fields'
    // messages are under the fields already; anything else is a toast, as for any form.
    onFailure: (err) => {
      if (settingsMissing(err)) {
        setMissing(true);
        return;
      }
      const { message } = fail(err, (field) => FIELDS.has(field));
      if (message) toast({ title: t("invoice.issueFailed"), description: message, status: "error" });
    },
    onSuccess: onIssued,
  });
  const terms = settings?.termsDays;
  return (
    <FormStack form={form} aria-label={t("invoice.issue")}>
      {missing && (
        <Alert color="orange" variant="light" role="alert">
          <Text size="sm">{t("invoice.settingsMissing")}</Text>
          <Anchor component={Link} to={settingsHref} size="sm" c="var(--pc-link)">
            {t("invoice.openSettings")}
          </Anchor>
        </Alert>
      )}
      <Checkbox.Group
        label={t("invoice.milestones")}
        required
        value={form.values.payments}
        onChange={(value) => form.setValue("payments", value)}
        error={form.errors.payments}
      >
        <Stack gap={6} mt={6}>
          {due.map((m) => {
            const left = m.left;
            const partly = m.received.minor > 0;
            return (
              <Checkbox
                key={m._id}
                value={m._id}
                label={t(partly ? "invoice.milestoneLeft" : "invoice.milestoneAmount", { title: m.title, amount: money(left) })}
              />
            );
          })}
        </Stack>
      </Checkbox.Group>
      <TextInput label={t("invoice.taxRate")} inputMode="decimal" autoComplete="off" {...form.input("taxRate")} />
      <TextInput label={t("invoice.taxLabel")} autoComplete="off" {...form.input("taxLabel")} />
      <TextInput
        label={t("invoice.dueDate")}
        type="date"
        placeholder={terms === undefined ? undefined : t("invoice.dueIn", { count: terms })}
        description={terms === undefined ? undefined : t("invoice.dueHint", { count: terms })}
        {...form.input("dueOn")}
      />
      <Textarea label={t("invoice.note")} autosize minRows={2} {...form.input("note")} />
      <Text size="sm" c="var(--pc-text-muted)">
        {t("invoice.issueNote")}
      </Text>
      <FormButtons submitLabel={t("invoice.issue")} submitting={form.submitting} onCancel={onCancel} />
    </FormStack>
  );
}
