import { Button, Checkbox, Group, NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import "@mantine/core/styles/Checkbox.layer.css";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Project } from "../../../../api/client";
import { askHoursApproval, buyBlock, invoiceHours } from "../../../../api/hours";
import { wasm } from "../../../../wasm";
import { FormButtons } from "../../../forms/FormButtons";
import { FormModal } from "../../../forms/FormModal";
import { useRuleForm } from "../../../forms/useRuleForm";
import { localDay } from "./localDay";


/** Monday and Sunday of last week: the days a weekly approval usually asks about. */
function lastWeek(): { from: string; to: string } {
  const back = ((new Date().getDay() + 6) % 7) + 7;
  return { from: localDay(-back), to: localDay(-back + 6) };
}

type Open = "block" | "ask" | "invoice" | null;

/**
 * What staff do with a project's hours besides logging them (ADR 0042): sell the company a
 * prepaid block (its invoice is issued with it), ask the approvers to approve some days' hours,
 * and invoice the approved ones. Each opens its form; the server checks every rule again.
 */
export function BillingBar({ project, onDone }: { project: Project; onDone(): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const finish = () => {
    setOpen(null);
    onDone();
  };
  return (
    <section aria-labelledby="hours-billing" className="card">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <div>
          <Title order={2} size="h3" id="hours-billing">
            {t("admin.hours.billing.title")}
          </Title>
          <Text size="sm" c="var(--pc-text-muted)">
            {t("admin.hours.billing.hint")}
          </Text>
        </div>
        <Group gap="xs" wrap="wrap">
          <Button variant="default" onClick={() => setOpen("block")}>
            {t("admin.hours.billing.sell")}
          </Button>
          <Button variant="default" onClick={() => setOpen("ask")}>
            {t("admin.hours.billing.ask")}
          </Button>
          <Button onClick={() => setOpen("invoice")}>{t("admin.hours.billing.invoice")}</Button>
        </Group>
      </Group>
      <FormModal opened={open === "block"} title={t("admin.hours.billing.sell")} onClose={close}>
        <BlockForm project={project} onSaved={finish} onCancel={close} />
      </FormModal>
      <FormModal opened={open === "ask"} title={t("admin.hours.billing.ask")} onClose={close}>
        <AskForm project={project} onSaved={finish} onCancel={close} />
      </FormModal>
      <FormModal opened={open === "invoice"} title={t("admin.hours.billing.invoice")} onClose={close}>
        <InvoiceForm project={project} onSaved={finish} onCancel={close} />
      </FormModal>
    </section>
  );
}

interface FormProps {
  project: Project;
  onSaved(): void;
  onCancel(): void;
}

/** A prepaid block: its hours, days, rollover, price and overage rate, in the project's currency. */
function BlockForm({ project, onSaved, onCancel }: FormProps) {
  const { t } = useTranslation();
  const form = useRuleForm({
    initial: { project: project._id, allProjects: false, hours: "", starts: localDay(), expires: localDay(30), rollover: false, price: "", overageRate: "" },
    rule: (v) => wasm().validateHourBlock(v, project.currency),
    submit: (v) => buyBlock(v),
    success: { title: t("admin.hours.billing.sold") },
    failure: t("admin.hours.billing.sellFailed"),
    onSuccess: onSaved,
  });
  return (
    <form {...form.formProps} aria-label={t("admin.hours.billing.sell")}>
      <Stack gap="sm">
        <TextInput label={t("admin.hours.billing.hours")} description={t("admin.hours.billing.hoursHint")} required inputMode="decimal" autoComplete="off" data-autofocus {...form.input("hours")} />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label={t("admin.hours.billing.starts")} type="date" required {...form.input("starts")} />
          <TextInput label={t("admin.hours.billing.expires")} type="date" required {...form.input("expires")} />
        </Group>
        <Checkbox label={t("admin.hours.billing.rollover")} {...form.checkbox("rollover")} />
        <Checkbox label={t("admin.hours.billing.allProjects")} {...form.checkbox("allProjects")} />
        <TextInput label={`${t("admin.hours.billing.price")} (${project.currency})`} required inputMode="decimal" autoComplete="off" {...form.input("price")} />
        <TextInput label={`${t("admin.hours.billing.overageRate")} (${project.currency})`} description={t("admin.hours.billing.overageHint")} inputMode="decimal" autoComplete="off" {...form.input("overageRate")} />
        <FormButtons submitLabel={t("admin.hours.billing.sellButton")} submitting={form.submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

/** The days whose billable hours the approvers are asked to approve (last week by default). */
function AskForm({ project, onSaved, onCancel }: FormProps) {
  const { t } = useTranslation();
  const form = useRuleForm({
    initial: lastWeek(),
    submit: (v) => askHoursApproval(project._id, v),
    success: { title: t("admin.hours.billing.asked") },
    failure: t("admin.hours.billing.askFailed"),
    onSuccess: onSaved,
  });
  return (
    <form {...form.formProps} aria-label={t("admin.hours.billing.ask")}>
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label={t("admin.hours.billing.from")} type="date" required data-autofocus {...form.input("from")} />
          <TextInput label={t("admin.hours.billing.to")} type="date" required {...form.input("to")} />
        </Group>
        <FormButtons submitLabel={t("admin.hours.billing.askButton")} submitting={form.submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

/** An invoice of the approved hours: a line per task or per week, within days if given. */
function InvoiceForm({ project, onSaved, onCancel }: FormProps) {
  const { t } = useTranslation();
  const form = useRuleForm({
    initial: { lines: "task", from: "", to: "" },
    submit: (v) => invoiceHours(project._id, { lines: v.lines, from: v.from || undefined, to: v.to || undefined }),
    success: { title: t("admin.hours.billing.issued") },
    failure: t("admin.hours.billing.invoiceFailed"),
    onSuccess: onSaved,
  });
  return (
    <form {...form.formProps} aria-label={t("admin.hours.billing.invoice")}>
      <Stack gap="sm">
        <Text size="sm">{t("admin.hours.billing.invoiceHint")}</Text>
        <NativeSelect
          label={t("admin.hours.billing.lines")}
          data={[
            { value: "task", label: t("admin.hours.billing.byTask") },
            { value: "week", label: t("admin.hours.billing.byWeek") },
          ]}
          value={form.values.lines}
          error={form.errors.lines}
          onChange={(e) => form.setValue("lines", e.currentTarget.value)}
          data-autofocus
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label={t("admin.hours.billing.from")} type="date" {...form.input("from")} />
          <TextInput label={t("admin.hours.billing.to")} type="date" {...form.input("to")} />
        </Group>
        <FormButtons submitLabel={t("admin.hours.billing.invoiceButton")} submitting={form.submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
