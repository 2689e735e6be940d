import { ActionIcon, Button, Checkbox, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import "@mantine/core/styles/ActionIcon.layer.css";
import "@mantine/core/styles/Checkbox.layer.css";
import "@mantine/core/styles/InlineInput.layer.css";
import "@mantine/core/styles/Table.layer.css";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Busy } from "../../data/Busy";
import { useRecord } from "../../data/useRecord";
import { useWrite } from "../../forms/useWrite";
import { LoadFailure } from "../LoadFailure";
import { TrashIcon } from "../TrashIcon";
import { addHoliday, deleteHoliday, importHolidays, saveCalendar, slaCalendar, type SlaSetup } from "./api";
import { rowsToWeek, timeText, weekToRows, type DayRow } from "./sla";
import { useFieldWrite } from "./useFieldWrite";
import "./support.css";

/** Every IANA zone the browser knows, with `current` first added when it does not list it (`UTC`). */
export function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return known.includes(current) || current === "" ? known : [current, ...known];
}

/**
 * The firm's support hours (docs/support-clock.md): its time zone and opening hours per weekday,
 * and its holidays (typed in, deleted, or imported from an `.ics` file). Business-hours targets
 * count only in them.
 */
export function SupportHours() {
  const { t } = useTranslation();
  const record = useRecord((signal) => slaCalendar(signal), "slaCalendar");
  const [written, setWritten] = useState<SlaSetup | null>(null);
  const setup = written ?? record.data;
  if (!setup) {
    return record.error ? (
      <LoadFailure what={t("admin.support.hours.loadError")} error={record.error} retrying={record.loading} onRetry={record.reload} />
    ) : (
      <Busy size="sm" />
    );
  }
  return (
    <Stack gap="lg">
      <CalendarForm key={JSON.stringify([setup.zone, setup.week])} setup={setup} onSaved={setWritten} />
      <Holidays setup={setup} onChanged={setWritten} />
    </Stack>
  );
}

const CALENDAR_FIELDS = new Set(["zone", "week"]);
const hasCalendarField = (f: string) => CALENDAR_FIELDS.has(f);

function CalendarForm({ setup, onSaved }: { setup: SlaSetup; onSaved(setup: SlaSetup): void }) {
  const { t } = useTranslation();
  const [zone, setZone] = useState(setup.zone);
  const [rows, setRows] = useState<DayRow[]>(() => weekToRows(setup.week));
  const save = useFieldWrite(hasCalendarField);
  const weekId = useId();
  const dayName = (day: number) => t(`admin.support.hours.days.${String(day) as "0"}`);

  function patch(day: number, change: Partial<DayRow>) {
    setRows((prev) => prev.map((r, i) => (i === day ? { ...r, ...change } : r)));
    save.setErrors((prev) => ({ ...prev, week: undefined }));
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const mapped = rowsToWeek(rows);
    if ("badDay" in mapped) {
      save.setErrors({ week: t("admin.support.hours.badDay", { day: dayName(mapped.badDay) }) });
      return;
    }
    void save.run(() => saveCalendar(zone, mapped.week), {
      success: { title: t("admin.support.hours.saved") },
      failure: t("admin.support.hours.saveFailed"),
      onSuccess: onSaved,
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("admin.support.hours.heading")}>
      <Stack gap="sm">
        <NativeSelect
          label={t("admin.support.hours.zone")}
          value={zone}
          onChange={(e) => {
            setZone(e.currentTarget.value);
            save.setErrors((prev) => ({ ...prev, zone: undefined }));
          }}
          data={timeZones(setup.zone)}
          error={save.errors.zone}
          maw={320}
        />
        <fieldset className="sla-week" aria-describedby={save.errors.week ? `${weekId}-error` : undefined} style={{ border: 0, padding: 0, margin: 0 }}>
          <Title order={3} size="h5" component="legend" mb="xs">
            {t("admin.support.hours.week")}
          </Title>
          {rows.map((row, day) => (
            <div className="sla-week-day" key={day}>
              <Checkbox
                label={dayName(day)}
                aria-label={t("admin.support.hours.openOn", { day: dayName(day) })}
                checked={row.open}
                onChange={(e) => patch(day, { open: e.currentTarget.checked })}
              />
              {row.open ? (
                <>
                  <TextInput
                    type="time"
                    size="xs"
                    label={t("admin.support.hours.from", { day: dayName(day) })}
                    value={row.from}
                    onChange={(e) => patch(day, { from: e.currentTarget.value })}
                    w={130}
                  />
                  <TextInput
                    type="time"
                    size="xs"
                    label={t("admin.support.hours.to", { day: dayName(day) })}
                    value={row.to}
                    onChange={(e) => patch(day, { to: e.currentTarget.value })}
                    w={130}
                  />
                  {row.more.length > 0 && (
                    <Text size="sm" c="var(--pc-text-muted)">
                      {t("admin.support.hours.alsoOpen", { intervals: row.more.map(([a, b]) => `${timeText(a)}–${timeText(b)}`).join(", ") })}
                    </Text>
                  )}
                </>
              ) : (
                <Text size="sm" c="var(--pc-text-muted)">
                  {t("admin.support.hours.closed")}
                </Text>
              )}
            </div>
          ))}
          {save.errors.week && (
            <Text id={`${weekId}-error`} size="sm" c="var(--pc-danger)" role="alert">
              {save.errors.week}
            </Text>
          )}
        </fieldset>
        <Button type="submit" loading={save.busy} style={{ alignSelf: "flex-start" }}>
          {t("admin.support.hours.save")}
        </Button>
      </Stack>
    </form>
  );
}

const HOLIDAY_FIELDS = new Set(["date", "name"]);
const hasHolidayField = (f: string) => HOLIDAY_FIELDS.has(f);

function Holidays({ setup, onChanged }: { setup: SlaSetup; onChanged(setup: SlaSetup): void }) {
  const { t, i18n } = useTranslation();
  const write = useWrite();
  const add = useFieldWrite(hasHolidayField);
  const [date, setDate] = useState("");
  const [name, setName] = useState("");
  const [importing, setImporting] = useState(false);
  const [said, setSaid] = useState("");
  const fileId = useId();
  const dayFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" });
  const dayText = (d: string) => {
    const at = Date.parse(`${d}T00:00:00Z`);
    return Number.isNaN(at) ? d : dayFormat.format(at);
  };
  const holidays = [...setup.holidays].sort((a, b) => a.date.localeCompare(b.date));

  function onDelete(day: string) {
    void write(() => deleteHoliday(day), {
      success: { title: t("admin.support.holidays.deleted") },
      failure: t("admin.support.holidays.deleteFailed"),
      onSuccess: onChanged,
    });
  }

  function onAdd(e: FormEvent) {
    e.preventDefault();
    void add.run(() => addHoliday(date, name.trim()), {
      success: { title: t("admin.support.holidays.added") },
      failure: t("admin.support.holidays.addFailed"),
      onSuccess: (next) => {
        setDate("");
        setName("");
        onChanged(next);
      },
    });
  }

  async function onFile(input: HTMLInputElement) {
    const file = input.files?.[0];
    if (!file) return;
    setImporting(true);
    const text = await file.text();
    await write(() => importHolidays(text), {
      success: (answer) => ({ title: t("admin.support.holidays.imported", { count: answer.added }) }),
      failure: t("admin.support.holidays.importFailed"),
      onSuccess: (answer) => {
        setSaid(t("admin.support.holidays.imported", { count: answer.added }));
        onChanged(answer.setup);
      },
    });
    input.value = "";
    setImporting(false);
  }

  return (
    <section aria-labelledby="support-holidays">
      <Title order={3} size="h5" id="support-holidays" mb="xs">
        {t("admin.support.holidays.heading")}
      </Title>
      {/* The last import's count stays in view (the toast, a live region, has said it). */}
      {said !== "" && (
        <Text size="sm" mb="xs">
          {said}
        </Text>
      )}
      {holidays.length === 0 ? (
        <Text size="sm" c="var(--pc-text-muted)" mb="sm">
          {t("admin.support.holidays.none")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320} type="native" mb="sm">
          <Table striped withTableBorder captionSide="top" aria-labelledby="support-holidays">
            <caption className="visually-hidden">{t("admin.support.holidays.caption")}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("admin.support.holidays.date")}</Table.Th>
                <Table.Th scope="col">{t("admin.support.holidays.name")}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t("admin.support.holidays.delete")}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {holidays.map((h) => (
                <Table.Tr key={h.date}>
                  <Table.Td>
                    <time dateTime={h.date}>{dayText(h.date)}</time>
                  </Table.Td>
                  <Table.Td>{h.name}</Table.Td>
                  <Table.Td ta="right">
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      aria-label={t("admin.support.holidays.deleteNamed", { name: h.name, date: dayText(h.date) })}
                      onClick={() => onDelete(h.date)}
                    >
                      <TrashIcon />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <form onSubmit={onAdd} noValidate aria-label={t("admin.support.holidays.addForm")}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            type="date"
            label={t("admin.support.holidays.date")}
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
            error={add.errors.date}
            required
            w={170}
          />
          <TextInput
            label={t("admin.support.holidays.name")}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={add.errors.name}
            required
            w={220}
          />
          <Button type="submit" loading={add.busy} mt={25}>
            {t("admin.support.holidays.add")}
          </Button>
        </Group>
      </form>
      <Stack gap={4} mt="md">
        <label htmlFor={fileId}>
          <Text size="sm" fw={500} span>
            {t("admin.support.holidays.import")}
          </Text>
        </label>
        <input
          id={fileId}
          type="file"
          accept=".ics,text/calendar"
          disabled={importing}
          aria-describedby={`${fileId}-help`}
          onChange={(e) => void onFile(e.currentTarget)}
        />
        <Text size="xs" c="var(--pc-text-muted)" id={`${fileId}-help`}>
          {t("admin.support.holidays.importHelp")}
        </Text>
      </Stack>
    </section>
  );
}
