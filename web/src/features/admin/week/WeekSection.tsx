import { Button, Group, NativeSelect, Table, Text } from "@mantine/core";
import "@mantine/core/styles/Table.layer.css";
import { useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { listProjects, staffProjectDetail } from "../../../api/admin";
import { changeTimeEntry, logTime, myWeek, removeTimeEntry, type WeekView } from "../../../api/hours";
import { localizeFieldErrors } from "../../../i18n/validation";
import { wasm } from "../../../wasm";
import { useRecord } from "../../data/useRecord";
import { useWrite } from "../../forms/useWrite";
import { Skeleton } from "../../page/Skeleton";
import { useConsoleQuery } from "../consoleQuery";
import { LoadFailure } from "../LoadFailure";
import { SectionHeading } from "../SectionHeading";
import "./week.css";

/** A row of the grid: what the time is on. One the person added has no cells yet. */
interface Row {
  project: string;
  projectTitle: string;
  task: string | null;
  ticket: string | null;
  title: string;
  cells: WeekView["rows"][number]["cells"] | null;
}

const key = (r: Pick<Row, "project" | "task" | "ticket">) => `${r.project}:${r.task ?? ""}:${r.ticket ?? ""}`;

/**
 * "My week" (ADR 0042): the staff member's week as a grid, a row per project and task or ticket
 * they logged time on, a column per day. A cell takes a time as typed (`1:30`, `1.5h`, `90m`):
 * an empty cell logs a new entry, a cell with one entry changes it (emptied, removes it), a cell
 * with several is changed on the project's Hours tab. The arrow keys move between cells, Enter
 * saves. The week is in the URL (`&week=`).
 */
export default function WeekSection() {
  const { t } = useTranslation();
  const { params, update } = useConsoleQuery();
  const of = params.get("week") ?? "";
  const week = useRecord((signal) => myWeek(of || undefined, signal), `week:${of}`);
  const [added, setAdded] = useState<Row[]>([]);
  const [said, setSaid] = useState("");
  const view = week.data;

  const rows: Row[] = view ? [...view.rows, ...added.filter((a) => !view.rows.some((r) => key(r) === key(a)))] : [];

  return (
    <>
      <SectionHeading
        title={t("admin.nav.week")}
        actions={
          view && (
            <Group gap="xs">
              <Button variant="default" onClick={() => update({ week: view.previous })}>
                {t("admin.week.previous")}
              </Button>
              <Button variant="default" onClick={() => update({ week: null })}>
                {t("admin.week.this")}
              </Button>
              <Button variant="default" onClick={() => update({ week: view.next })}>
                {t("admin.week.next")}
              </Button>
            </Group>
          )
        }
      />
      {week.error && !view ? (
        <LoadFailure what={t("admin.week.loadFailed")} error={week.error} retrying={week.loading} onRetry={week.reload} />
      ) : !view ? (
        <Skeleton rows={5} />
      ) : (
        <>
          <Text c="var(--pc-text-muted)" mb="sm">
            {t("admin.week.intro", { from: view.days[0], to: view.days[6] })}
          </Text>
          <Table.ScrollContainer minWidth={860} type="native">
            <Table className="week-grid" aria-label={t("admin.week.table", { from: view.days[0] })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t("admin.week.what")}</Table.Th>
                  {view.days.map((d, i) => (
                    <Table.Th key={d} scope="col" ta="right">
                      {t(`admin.week.days.${i}` as "admin.week.days.0")} <span className="week-date">{d.slice(5)}</span>
                    </Table.Th>
                  ))}
                  <Table.Th scope="col" ta="right">
                    {t("admin.week.total")}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, r) => (
                  <Table.Tr key={key(row)}>
                    <Table.Th scope="row" fw={400}>
                      {row.title || t("hours.project")}
                      <Text size="sm" c="var(--pc-text-muted)">
                        {row.projectTitle}
                      </Text>
                    </Table.Th>
                    {view.days.map((d, c) => (
                      <Table.Td key={d} ta="right">
                        {/* Drawn anew when the server's time for it changes (a typed 1.33h reads back 1:20). */}
                        <Cell key={row.cells?.[c]?.time ?? ""} row={row} r={r} c={c} date={d} cell={row.cells?.[c] ?? null} onSaved={week.reload} onSaid={setSaid} />
                      </Table.Td>
                    ))}
                    <Table.Td ta="right" className="hours-number">
                      {row.cells ? view.rows.find((x) => key(x) === key(row))?.total.time : ""}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th scope="row">{t("admin.week.total")}</Table.Th>
                  {view.dayTotals.map((d, i) => (
                    <Table.Td key={i} ta="right" className="hours-number">
                      {d.time}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right" className="hours-number" fw={700}>
                    {view.total.time}
                  </Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
          {rows.length === 0 && <Text c="var(--pc-text-muted)">{t("admin.week.none")}</Text>}
          <AddRow onAdd={(row) => setAdded((a) => [...a.filter((x) => key(x) !== key(row)), row])} />
          <div className="visually-hidden" role="status" aria-live="polite">
            {said}
          </div>
        </>
      )}
    </>
  );
}

/** Moves focus to the cell `dr` rows and `dc` columns away, if there is one. */
function move(e: KeyboardEvent<HTMLInputElement>, dr: number, dc: number) {
  const r = Number(e.currentTarget.dataset.r) + dr;
  const c = Number(e.currentTarget.dataset.c) + dc;
  const next = e.currentTarget.closest("table")?.querySelector<HTMLInputElement>(`input[data-r="${r}"][data-c="${c}"]`);
  if (next) {
    e.preventDefault();
    next.focus();
    next.select();
  }
}

function Cell({
  row,
  r,
  c,
  date,
  cell,
  onSaved,
  onSaid,
}: {
  row: Row;
  r: number;
  c: number;
  date: string;
  cell: WeekView["rows"][number]["cells"][number] | null;
  onSaved(): void;
  onSaid(text: string): void;
}) {
  const { t, i18n } = useTranslation();
  const write = useWrite();
  const shown = cell && cell.minutes > 0 ? cell.time : "";
  const [text, setText] = useState(shown);
  const [error, setError] = useState("");
  const label = t("admin.week.cell", { what: row.title || row.projectTitle, date });
  const several = (cell?.entries ?? 0) > 1 || (cell !== null && cell.entries === 1 && cell.entry === null);

  if (several) {
    return (
      <span className="hours-number" title={t("admin.week.several", { count: cell?.entries ?? 0 })}>
        {shown}
      </span>
    );
  }

  async function save() {
    const typed = text.trim();
    if (typed === shown) return;
    const entry = cell?.entry ?? null;
    if (typed === "") {
      if (!entry) return;
      await write(() => removeTimeEntry(entry), { success: { title: t("admin.hours.removed") }, failure: t("admin.hours.removeFailed"), onSuccess: onSaved });
      onSaid(t("admin.hours.removed"));
      return;
    }
    const input = { project: row.project, task: row.task ?? undefined, ticket: row.ticket ?? undefined, date, time: typed, billable: true };
    const errors = localizeFieldErrors(wasm().validateTimeEntry(input), i18n.language);
    if (errors.length > 0) {
      setError(errors.map((e) => e.message).join(" "));
      onSaid(errors.map((e) => e.message).join(" "));
      return;
    }
    setError("");
    const ok = await write(() => (entry ? changeTimeEntry(entry, input) : logTime(input)), {
      success: { title: entry ? t("admin.hours.saved") : t("admin.hours.logged") },
      failure: entry ? t("admin.hours.saveFailed") : t("admin.hours.logFailed"),
      onSuccess: onSaved,
    });
    if (ok) onSaid(t("admin.week.saved", { what: label }));
  }

  return (
    <>
      <input
        className="week-cell"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `week-error-${r}-${c}` : undefined}
        inputMode="decimal"
        autoComplete="off"
        data-r={r}
        data-c={c}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onBlur={() => void save()}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            void save();
          } else if (e.key === "ArrowUp") move(e, -1, 0);
          else if (e.key === "ArrowDown") move(e, 1, 0);
          else if (e.key === "ArrowLeft" && e.currentTarget.selectionStart === 0) move(e, 0, -1);
          else if (e.key === "ArrowRight" && e.currentTarget.selectionEnd === e.currentTarget.value.length) move(e, 0, 1);
        }}
      />
      {error && (
        <Text size="xs" c="var(--pc-danger)" id={`week-error-${r}-${c}`} className="week-error">
          {error}
        </Text>
      )}
    </>
  );
}

/** Adds a row for a project and one of its tasks (or the project itself), to fill in. */
function AddRow({ onAdd }: { onAdd(row: Row): void }) {
  const { t } = useTranslation();
  const projects = useRecord((signal) => listProjects({ perPage: 200, sort: "title", order: "asc" }, signal), "week-projects");
  const [project, setProject] = useState("");
  const detail = useRecord((signal) => (project ? staffProjectDetail(project, signal) : Promise.resolve(null)), `week-project:${project}`);
  const [task, setTask] = useState("");
  const list = projects.data?.rows ?? [];
  const chosen = list.find((p) => p._id === project);
  return (
    <Group align="flex-end" gap="sm" mt="md" wrap="wrap" className="week-add">
      <NativeSelect
        label={t("admin.week.project")}
        data={[{ value: "", label: t("admin.week.chooseProject") }, ...list.map((p) => ({ value: p._id, label: p.title }))]}
        value={project}
        onChange={(e) => {
          setProject(e.currentTarget.value);
          setTask("");
        }}
      />
      <NativeSelect
        label={t("admin.hours.task")}
        disabled={!detail.data}
        data={[
          { value: "", label: t("hours.project") },
          ...(detail.data?.sprints ?? []).flatMap((s) => s.tasks.map((x) => ({ value: x._id, label: `${x.title} · ${s.title}` }))),
        ]}
        value={task}
        onChange={(e) => setTask(e.currentTarget.value)}
      />
      <Button
        variant="default"
        disabled={!chosen}
        onClick={() => {
          if (!chosen) return;
          const title = (detail.data?.sprints ?? []).flatMap((s) => s.tasks).find((x) => x._id === task)?.title ?? "";
          onAdd({ project: chosen._id, projectTitle: chosen.title, task: task || null, ticket: null, title, cells: null });
        }}
      >
        {t("admin.week.addRow")}
      </Button>
    </Group>
  );
}
