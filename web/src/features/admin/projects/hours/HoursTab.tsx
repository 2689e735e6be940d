import { Button, Checkbox, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import "@mantine/core/styles/Checkbox.layer.css";
import "@mantine/core/styles/Table.layer.css";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Project } from "../../../../api/client";
import { changeTimeEntry, logTime, projectHours, removeTimeEntry, saveHoursSettings, timeEntries, type TimeEntryView } from "../../../../api/hours";
import { wasm } from "../../../../wasm";
import { useConfirm } from "../../../dialogs/useConfirm";
import { useRecord } from "../../../data/useRecord";
import { FormButtons } from "../../../forms/FormButtons";
import { FormModal } from "../../../forms/FormModal";
import { useRuleForm } from "../../../forms/useRuleForm";
import { useWrite } from "../../../forms/useWrite";
import { HoursPlace } from "../../../hours/HoursPlace";
import { Skeleton } from "../../../page/Skeleton";
import { amountText } from "../../../hours/amountText";
import { LoadFailure } from "../../LoadFailure";
import { BillingBar } from "./BillingBar";
import { RoleRates } from "./RoleRates";
import { SprintBudgets } from "./SprintBudgets";
import { localDay } from "./localDay";
import { TimerBar } from "./TimerBar";


/** The project's tasks as a select's options: the project itself first. */
function targets(project: Project, projectLabel: string) {
  return [{ value: "", label: projectLabel }, ...project.sprints.flatMap((s) => s.tasks.map((task) => ({ value: task._id, label: `${task.title} · ${s.title}` })))];
}

/**
 * A project's Hours in the console (ADR 0042): the timer, Log time (the day, the time as typed,
 * the task or the project, billable, a note), the entries with Edit and Remove (not once
 * invoiced), the rate and budgets, and the project's hours as its client reads them.
 */
export function HoursTab({ project }: { project: Project }) {
  const { t } = useTranslation();
  const entries = useRecord((signal) => timeEntries({ project: project._id }, signal), project._id);
  // Each write reads the entries and the summary again.
  const [version, setVersion] = useState(0);
  const changed = () => {
    setVersion((v) => v + 1);
    entries.reload();
  };
  const [editing, setEditing] = useState<TimeEntryView | null>(null);
  const [settings, setSettings] = useState(false);
  const [roles, setRoles] = useState(false);
  const [sprintBudgets, setSprintBudgets] = useState(false);
  return (
    <div className="stack-xl">
      <TimerBar project={project} onLogged={changed} />
      <BillingBar project={project} onDone={changed} />
      <section aria-labelledby="hours-log" className="card">
        <Title order={2} size="h3" id="hours-log" mb="sm">
          {t("admin.hours.log")}
        </Title>
        <EntryForm key={version} project={project} onSaved={changed} />
      </section>
      <section aria-labelledby="hours-entries">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h3" id="hours-entries">
            {t("admin.hours.entries")}
          </Title>
          <Group gap="xs">
            <Button variant="default" onClick={() => setRoles(true)}>
              {t("admin.hours.roles.title")}
            </Button>
            <Button variant="default" onClick={() => setSprintBudgets(true)}>
              {t("admin.hours.sprintBudgets.title")}
            </Button>
            <Button variant="default" onClick={() => setSettings(true)}>
              {t("admin.hours.settings")}
            </Button>
          </Group>
        </Group>
        {entries.error && !entries.data ? (
          <LoadFailure what={t("admin.hours.loadFailed")} error={entries.error} retrying={entries.loading} onRetry={entries.reload} />
        ) : !entries.data ? (
          <Skeleton rows={4} />
        ) : entries.data.length === 0 ? (
          <Text c="var(--pc-text-muted)">{t("admin.hours.none")}</Text>
        ) : (
          <Entries entries={entries.data} onEdit={setEditing} onChanged={changed} />
        )}
      </section>
      <section aria-labelledby="hours-summary">
        <Title order={2} size="h3" id="hours-summary" mb="sm">
          {t("admin.hours.summary")}
        </Title>
        <HoursPlace key={version} projectId={project._id} auth="admin" />
      </section>
      <FormModal opened={editing !== null} title={t("admin.hours.edit")} onClose={() => setEditing(null)}>
        {editing && (
          <EntryForm
            project={project}
            entry={editing}
            onSaved={() => {
              setEditing(null);
              changed();
            }}
            onCancel={() => setEditing(null)}
          />
        )}
      </FormModal>
      <FormModal opened={sprintBudgets} title={t("admin.hours.sprintBudgets.title")} onClose={() => setSprintBudgets(false)}>
        <SprintBudgets
          project={project}
          onSaved={() => {
            setSprintBudgets(false);
            changed();
          }}
          onCancel={() => setSprintBudgets(false)}
        />
      </FormModal>
      <FormModal opened={roles} title={t("admin.hours.roles.title")} onClose={() => setRoles(false)}>
        <RoleRates project={project} onChanged={changed} onClose={() => setRoles(false)} />
      </FormModal>
      <FormModal opened={settings} title={t("admin.hours.settings")} onClose={() => setSettings(false)}>
        <SettingsForm
          project={project}
          onSaved={() => {
            setSettings(false);
            changed();
          }}
          onCancel={() => setSettings(false)}
        />
      </FormModal>
    </div>
  );
}

function Entries({ entries, onEdit, onChanged }: { entries: TimeEntryView[]; onEdit(e: TimeEntryView): void; onChanged(): void }) {
  const { t } = useTranslation();
  const { confirm, dialog } = useConfirm();
  const write = useWrite();
  const remove = (e: TimeEntryView) =>
    void confirm({
      title: t("admin.hours.removeTitle"),
      message: t("admin.hours.removeBody", { time: e.time, date: e.date }),
      confirmLabel: t("admin.hours.remove"),
      onConfirm: () =>
        write(() => removeTimeEntry(e._id), {
          success: { title: t("admin.hours.removed") },
          failure: t("admin.hours.removeFailed"),
          onSuccess: onChanged,
        }),
    });
  return (
    <>
      <Table.ScrollContainer minWidth={720} type="native">
        <Table aria-labelledby="hours-entries">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("hours.date")}</Table.Th>
              <Table.Th scope="col">{t("hours.what")}</Table.Th>
              <Table.Th scope="col">{t("hours.who")}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t("hours.time")}
              </Table.Th>
              <Table.Th scope="col">
                <span className="visually-hidden">{t("admin.hours.actions")}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((e) => (
              <Table.Tr key={e._id}>
                <Table.Th scope="row" fw={400}>
                  {e.date}
                </Table.Th>
                <Table.Td>
                  {e.taskTitle ?? e.ticketTitle ?? t("hours.project")}
                  {(e.note || !e.billable || e.timerCapped) && (
                    <Text size="sm" c="var(--pc-text-muted)">
                      {[e.note, !e.billable && t("hours.notBillable"), e.timerCapped && t("admin.hours.capped")].filter(Boolean).join(" · ")}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{e.who}</Table.Td>
                <Table.Td ta="right" className="hours-number">
                  {e.time}
                </Table.Td>
                <Table.Td ta="right">
                  {e.invoiced ? (
                    <Text size="sm" c="var(--pc-text-muted)">
                      {t("admin.hours.invoiced")}
                    </Text>
                  ) : (
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="subtle" onClick={() => onEdit(e)} aria-label={t("admin.hours.editNamed", { time: e.time, date: e.date })}>
                        {t("admin.hours.editShort")}
                      </Button>
                      <Button size="xs" variant="subtle" color="red.9" onClick={() => remove(e)} aria-label={t("admin.hours.removeNamed", { time: e.time, date: e.date })}>
                        {t("admin.hours.remove")}
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {dialog}
    </>
  );
}

/** Log time, or change an entry (`entry`): `validateTimeEntry` first, the same rule the server runs. */
function EntryForm({ project, entry, onSaved, onCancel }: { project: Project; entry?: TimeEntryView; onSaved(): void; onCancel?(): void }) {
  const { t } = useTranslation();
  const form = useRuleForm({
    initial: {
      project: project._id,
      task: entry?.task ?? "",
      ticket: entry?.ticket ?? "",
      date: entry?.date ?? localDay(),
      time: entry?.time ?? "",
      billable: entry?.billable ?? true,
      note: entry?.note ?? "",
    },
    rule: (v) => wasm().validateTimeEntry(v),
    submit: (v) => (entry ? changeTimeEntry(entry._id, v) : logTime(v)),
    success: { title: entry ? t("admin.hours.saved") : t("admin.hours.logged") },
    failure: entry ? t("admin.hours.saveFailed") : t("admin.hours.logFailed"),
    onSuccess: onSaved,
  });
  return (
    <form {...form.formProps} aria-label={entry ? t("admin.hours.edit") : t("admin.hours.log")}>
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label={t("hours.date")} type="date" required {...form.input("date")} />
          <TextInput
            label={t("hours.time")}
            description={t("admin.hours.timeHint")}
            required
            autoComplete="off"
            inputMode="decimal"
            data-autofocus={entry ? true : undefined}
            {...form.input("time")}
          />
        </Group>
        {!entry?.ticket && (
          <NativeSelect
            label={t("admin.hours.task")}
            data={targets(project, t("hours.project"))}
            value={form.values.task}
            error={form.errors.task}
            onChange={(e) => form.setValue("task", e.currentTarget.value)}
          />
        )}
        <TextInput label={t("admin.hours.note")} autoComplete="off" {...form.input("note")} />
        <Checkbox label={t("hours.billable")} {...form.checkbox("billable")} />
        {onCancel ? (
          <FormButtons submitLabel={t("admin.hours.save")} submitting={form.submitting} onCancel={onCancel} />
        ) : (
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting}>
              {t("admin.hours.logButton")}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** The project's hourly rate and budgets as they are now, then the form that changes them. */
function SettingsForm(props: { project: Project; onSaved(): void; onCancel(): void }) {
  const { t } = useTranslation();
  const current = useRecord((signal) => projectHours(props.project._id, "admin", signal), props.project._id);
  if (!current.data) {
    return current.error ? (
      <LoadFailure what={t("hours.loadFailed")} error={current.error} retrying={current.loading} onRetry={current.reload} />
    ) : (
      <Skeleton rows={4} />
    );
  }
  const h = current.data;
  return (
    <SettingsFields
      {...props}
      initial={{
        hourlyRate: h.hourlyRate ? amountText(h.hourlyRate) : "",
        budgetHours: h.budgetMinutes?.time?.budget ?? "",
        budgetAmount: h.budgetMoney ? amountText({ minor: h.budgetMoney.budget, currency: h.currency }) : "",
        approval: h.approval,
      }}
    />
  );
}

/** The project's hourly rate and budgets, in its currency, and how its hours are approved. */
function SettingsFields({
  project,
  initial,
  onSaved,
  onCancel,
}: {
  project: Project;
  initial: { hourlyRate: string; budgetHours: string; budgetAmount: string; approval: string };
  onSaved(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const form = useRuleForm({
    initial,
    rule: (v) => wasm().validateHoursSettings(v, project.currency),
    submit: (v) => saveHoursSettings(project._id, v),
    success: { title: t("admin.hours.settingsSaved") },
    failure: t("admin.hours.settingsFailed"),
    onSuccess: onSaved,
  });
  return (
    <form {...form.formProps} aria-label={t("admin.hours.settings")}>
      <Stack gap="sm">
        <TextInput label={`${t("hours.rate")} (${project.currency})`} inputMode="decimal" autoComplete="off" data-autofocus {...form.input("hourlyRate")} />
        <TextInput label={t("hours.budgetHours")} inputMode="decimal" autoComplete="off" {...form.input("budgetHours")} />
        <TextInput label={`${t("hours.budgetMoney")} (${project.currency})`} inputMode="decimal" autoComplete="off" {...form.input("budgetAmount")} />
        <NativeSelect
          label={t("admin.hours.approval")}
          data={(["weekly", "sprint", "none"] as const).map((a) => ({ value: a, label: t(`admin.hours.approvals.${a}`) }))}
          value={form.values.approval}
          error={form.errors.approval}
          onChange={(e) => form.setValue("approval", e.currentTarget.value)}
        />
        <FormButtons submitLabel={t("admin.hours.save")} submitting={form.submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
