import { Button, Group, Progress, Table, Text, Title } from "@mantine/core";
import "@mantine/core/styles/Progress.layer.css";
import "@mantine/core/styles/Table.layer.css";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageKey } from "../../api/client";
import { hoursCsv, projectHours, type BlockView, type HoursBudget, type HoursGroup, type HoursView, type TimeEntryView } from "../../api/hours";
import { exportFilename, saveBlob } from "../data/download";
import { RetryAlert } from "../data/RetryAlert";
import { useRecord } from "../data/useRecord";
import { useLiveReload } from "../live/signal";
import { useWrite } from "../forms/useWrite";
import { Skeleton } from "../page/Skeleton";
import { useMoney } from "../project/format";
import "./hours.css";

/**
 * A project's Hours (ADR 0042), the same in the portal (`auth="client"`) and the console
 * (`"admin"`): what was logged in all and this week, against the budget; by sprint, by task or
 * ticket, and by person; the latest entries. Amounts only come for people who handle money (the
 * server leaves them out for the others), so their columns show only when they are there.
 * Durations are written by the server (`shared`'s one rule), never here.
 */
export function HoursPlace({ projectId, auth }: { projectId: string; auth: "client" | "admin" }) {
  const { t } = useTranslation();
  const record = useRecord((signal) => projectHours(projectId, auth, signal), `${auth}:${projectId}`);
  const { data, error, loading, reload } = record;
  // Staff logging time elsewhere: the live stream says the project changed.
  useLiveReload(reload);
  if (!data) {
    return error !== null ? (
      <RetryAlert message={`${t("hours.loadFailed")} ${t(errorMessageKey(error))}`} retrying={loading} onRetry={reload} />
    ) : (
      <Skeleton label={t("hours.loading")} cards rows={3} />
    );
  }
  return <Hours view={data} auth={auth} />;
}

/** The entries as CSV, fetched with the person's token and saved as a file. */
function CsvButton({ projectId, auth }: { projectId: string; auth: "client" | "admin" }) {
  const { t } = useTranslation();
  const write = useWrite();
  const [busy, setBusy] = useState(false);
  async function onExport() {
    setBusy(true);
    const filename = exportFilename("hours");
    await write(() => hoursCsv(projectId, auth), {
      success: { title: t("hours.exported"), description: filename },
      failure: t("hours.exportFailed"),
      onSuccess: (blob) => saveBlob(blob, filename),
    });
    setBusy(false);
  }
  return (
    <Button variant="default" loading={busy} onClick={() => void onExport()}>
      {t("hours.export")}
    </Button>
  );
}

function Hours({ view, auth }: { view: HoursView; auth: "client" | "admin" }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (view.total.minutes === 0 && !view.budgetMinutes && view.blocks.length === 0) {
    return <p className="muted">{t("hours.none")}</p>;
  }
  const amounts = view.total.amount !== undefined && view.total.amount !== null;
  return (
    <div className="hours">
      <ul className="plain-list hours-figures" aria-label={t("hours.figures")}>
        <Figure label={t("hours.total")} value={view.total.time} more={t("hours.billableSplit", { billable: view.total.billableTime, other: view.total.nonBillableTime })} />
        <Figure label={t("hours.thisWeek")} value={view.thisWeek.time} more={t("hours.since", { date: view.weekStarts })} />
        {view.budgetMinutes?.time && <BudgetFigure label={t("hours.budgetHours")} budget={view.budgetMinutes} left={view.budgetMinutes.time.left} of={view.budgetMinutes.time.budget} over={view.budgetMinutes.time.over} />}
        {view.budgetMoney && (
          <BudgetFigure
            label={t("hours.budgetMoney")}
            budget={view.budgetMoney}
            left={money({ minor: view.budgetMoney.left, currency: view.currency })}
            of={money({ minor: view.budgetMoney.budget, currency: view.currency })}
            over={money({ minor: view.budgetMoney.over, currency: view.currency })}
          />
        )}
        {view.blocks.slice(0, 3).map((b) => (
          <BlockFigure key={b._id} block={b} />
        ))}
        {view.hourlyRate && <Figure label={t("hours.rate")} value={t("hours.perHour", { amount: money(view.hourlyRate) })} />}
      </ul>
      <Groups id="hours-by-task" title={t("hours.byTask")} groups={view.byTask} amounts={amounts} currency={view.currency} />
      <Groups id="hours-by-sprint" title={t("hours.bySprint")} groups={view.bySprint} amounts={amounts} currency={view.currency} />
      <Groups id="hours-by-person" title={t("hours.byPerson")} groups={view.byPerson} amounts={amounts} currency={view.currency} />
      <Latest entries={view.latest} amounts={amounts} />
      <Group justify="flex-end">
        <CsvButton projectId={view.project} auth={auth} />
      </Group>
    </div>
  );
}

function Figure({ label, value, more }: { label: string; value: string; more?: string }) {
  return (
    <li className="card hours-figure">
      <Text size="sm" c="var(--pc-text-muted)">
        {label}
      </Text>
      <Text fw={700} size="xl" className="hours-figure-value">
        {value}
      </Text>
      {more && (
        <Text size="sm" c="var(--pc-text-muted)">
          {more}
        </Text>
      )}
    </li>
  );
}

function BudgetFigure({ label, budget, left, of, over }: { label: string; budget: HoursBudget; left: string; of: string; over: string }) {
  const { t } = useTranslation();
  const overBudget = budget.over > 0;
  return (
    <li className="card hours-figure" data-over={overBudget}>
      <Text size="sm" c="var(--pc-text-muted)">
        {label}
      </Text>
      <Text fw={700} size="xl" className="hours-figure-value">
        {overBudget ? t("hours.over", { over }) : t("hours.leftOf", { left, of })}
      </Text>
      <Progress
        value={Math.min(budget.percent, 100)}
        color={overBudget ? "red.9" : budget.percent >= 80 ? "orange.9" : "indigo.7"}
        aria-label={t("hours.used", { percent: budget.percent })}
        mt={6}
      />
      <Text size="sm" c="var(--pc-text-muted)">
        {t("hours.used", { percent: budget.percent })}
      </Text>
    </li>
  );
}

/** A prepaid block: hours left of its size (or past it), its days, and its overage rate for people who handle money. */
function BlockFigure({ block }: { block: BlockView }) {
  const { t } = useTranslation();
  const money = useMoney();
  const over = block.overage > 0;
  return (
    <li className="card hours-figure" data-over={over}>
      <Text size="sm" c="var(--pc-text-muted)">
        {t("hours.block")}
      </Text>
      <Text fw={700} size="xl" className="hours-figure-value">
        {over ? t("hours.blockOver", { over: block.overageTime }) : t("hours.leftOf", { left: block.leftTime, of: block.time })}
      </Text>
      <Progress
        value={Math.min(block.percent, 100)}
        color={over || block.percent >= 100 ? "red.9" : block.percent >= 80 ? "orange.9" : "indigo.7"}
        aria-label={t("hours.used", { percent: block.percent })}
        mt={6}
      />
      <Text size="sm" c="var(--pc-text-muted)">
        {t("hours.blockDays", { starts: block.starts, until: block.usableUntil })}
        {block.overageRate && ` · ${t("hours.blockRate", { amount: money(block.overageRate) })}`}
      </Text>
    </li>
  );
}

function groupTitle(g: HoursGroup, t: (key: "hours.project" | "hours.noSprint") => string): string {
  if (g.title) return g.title;
  return g.kind === "project" ? t("hours.project") : t("hours.noSprint");
}

/** A sprint's use against its budget: hours left of it (or over), and money for people who handle it. */
function budgetText(g: HoursGroup, word: (over: boolean, values: { over: string; left: string; of: string }) => string, amount: (minor: number) => string): string {
  const parts: string[] = [];
  const h = g.budgetMinutes?.time;
  if (g.budgetMinutes && h) parts.push(word(g.budgetMinutes.over > 0, { over: h.over, left: h.left, of: h.budget }));
  const m = g.budgetMoney;
  if (m) parts.push(word(m.over > 0, { over: amount(m.over), left: amount(m.left), of: amount(m.budget) }));
  return parts.join(" · ");
}

function Groups({ id, title, groups, amounts, currency }: { id: string; title: string; groups: HoursGroup[]; amounts: boolean; currency: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (groups.length === 0) return null;
  const budgets = groups.some((g) => g.budgetMinutes || g.budgetMoney);
  const word = (over: boolean, v: { over: string; left: string; of: string }): string => (over ? t("hours.over", { over: v.over }) : t("hours.leftOf", { left: v.left, of: v.of }));
  const amount = (minor: number) => money({ minor, currency });
  return (
    <section aria-labelledby={id} className="hours-block">
      <Title order={3} size="h4" id={id}>
        {title}
      </Title>
      <Table.ScrollContainer minWidth={480} type="native">
        <Table aria-labelledby={id}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("hours.what")}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t("hours.time")}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t("hours.billable")}
              </Table.Th>
              {amounts && (
                <Table.Th scope="col" ta="right">
                  {t("hours.amount")}
                </Table.Th>
              )}
              {budgets && (
                <Table.Th scope="col" ta="right">
                  {t("hours.budget")}
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.map((g, i) => (
              <Table.Tr key={`${g.kind}:${g.id ?? g.title}:${i}`}>
                <Table.Th scope="row" fw={400}>
                  {groupTitle(g, t)}
                  {g.kind === "ticket" && (
                    <Text span size="sm" c="var(--pc-text-muted)">
                      {" "}
                      · {t("hours.ticket")}
                    </Text>
                  )}
                </Table.Th>
                <Table.Td ta="right" className="hours-number">
                  {g.time}
                </Table.Td>
                <Table.Td ta="right" className="hours-number">
                  {g.billableTime}
                </Table.Td>
                {amounts && (
                  <Table.Td ta="right" className="hours-number">
                    {g.amount ? money(g.amount) : ""}
                  </Table.Td>
                )}
                {budgets && (
                  <Table.Td ta="right" className="hours-number" data-over={(g.budgetMinutes?.over ?? 0) > 0 || (g.budgetMoney?.over ?? 0) > 0}>
                    {budgetText(g, word, amount)}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}

function Latest({ entries, amounts }: { entries: TimeEntryView[]; amounts: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="hours-latest" className="hours-block">
      <Title order={3} size="h4" id="hours-latest">
        {t("hours.latest")}
      </Title>
      <Table.ScrollContainer minWidth={640} type="native">
        <Table aria-labelledby="hours-latest">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("hours.date")}</Table.Th>
              <Table.Th scope="col">{t("hours.what")}</Table.Th>
              <Table.Th scope="col">{t("hours.who")}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t("hours.time")}
              </Table.Th>
              {amounts && (
                <Table.Th scope="col" ta="right">
                  {t("hours.amount")}
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((e) => (
              <Table.Tr key={e._id}>
                <Table.Th scope="row" fw={400}>
                  <time dateTime={e.date}>{e.date}</time>
                </Table.Th>
                <Table.Td>
                  {e.taskTitle ?? e.ticketTitle ?? t("hours.project")}
                  {e.note && (
                    <Text size="sm" c="var(--pc-text-muted)">
                      {e.note}
                    </Text>
                  )}
                  {!e.billable && (
                    <Text size="sm" c="var(--pc-text-muted)">
                      {t("hours.notBillable")}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{e.who}</Table.Td>
                <Table.Td ta="right" className="hours-number">
                  {e.time}
                </Table.Td>
                {amounts && (
                  <Table.Td ta="right" className="hours-number">
                    {e.amount ? money(e.amount) : ""}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
