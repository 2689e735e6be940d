import { Anchor, Button, NativeSelect, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { display } from "../../../wasm/display";
import { useMoney } from "../../project/format";
import { patchQuery, useConsoleQuery } from "../consoleQuery";
import { ProjectSelect } from "../pickers/ProjectSelect";
import { SectionHeading } from "../SectionHeading";
import { ServerTable, type ServerColumn } from "../table/ServerTable";
import { useServerTable } from "../table/useServerTable";
import type { QuoteView } from "./api";
import { QuoteReport } from "./QuoteReport";
import { quotePage, type QuoteSort } from "./quotesTable";
import { QUOTE_STATES, StateBadge } from "./StateBadge";

/**
 * Every version of every quote and change request (number vN, title, company, project, state,
 * total, valid until, sent), narrowed by state and project (both in the URL); the month report
 * below; New quote and New change request above.
 */
export function QuoteList() {
  const { t } = useTranslation();
  const money = useMoney();
  const w = display();
  const { params, update } = useConsoleQuery();
  const state = params.get("state") ?? "";
  const project = params.get("project");
  const table = useServerTable(quotePage, {
    defaultSort: { sort: "createdAt", order: "desc" },
    filters: { state: state || undefined, project: project ?? undefined },
  });
  const open = (id: string) => `?${patchQuery(params, { quote: id })}`;

  const columns: ServerColumn<QuoteView, QuoteSort>[] = [
    {
      accessor: "number",
      title: t("quoteAdmin.number"),
      sortKey: "number",
      noWrap: true,
      render: (q) => (
        <Anchor component={Link} to={open(q._id)} fw={600}>
          {t("quoteAdmin.numberVersion", { number: q.number, version: q.version })}
        </Anchor>
      ),
    },
    { accessor: "title", title: t("quoteAdmin.title") },
    { accessor: "companyName", title: t("quoteAdmin.company") },
    { accessor: "projectTitle", title: t("quoteAdmin.project") },
    { accessor: "state", title: t("quoteAdmin.state"), render: (q) => <StateBadge state={q.state} /> },
    { accessor: "total", title: t("quoteAdmin.total"), textAlign: "right", noWrap: true, render: (q) => (q.total ? money(q.total) : "—") },
    { accessor: "validUntil", title: t("quoteAdmin.validUntil"), sortKey: "validUntil", noWrap: true, render: (q) => w.displayDate(q.validUntil) },
    {
      accessor: "sentAt",
      title: t("quoteAdmin.sent"),
      noWrap: true,
      render: (q) =>
        q.sentAt ? (
          <time dateTime={q.sentAt}>{w.displayDate(q.sentAt.slice(0, 10))}</time>
        ) : (
          <Text span size="sm" c="var(--pc-text-muted)">
            {t("quoteAdmin.notSent")}
          </Text>
        ),
    },
  ];

  const startNew = (kind: "quote" | "change") => update({ quote: "new", kind, project });

  return (
    <>
      <SectionHeading
        title={t("admin.nav.quotes")}
        actions={
          <>
            <Button onClick={() => startNew("quote")}>{t("quoteAdmin.newQuote")}</Button>
            <Button variant="default" onClick={() => startNew("change")}>
              {t("quoteAdmin.newChange")}
            </Button>
          </>
        }
      />
      <ServerTable
        table={table}
        columns={columns}
        label={t("quoteAdmin.tableLabel")}
        loadError={t("quoteAdmin.loadError")}
        empty={t("quoteAdmin.empty")}
        searchLabel={t("quoteAdmin.search")}
        toolbar={
          <>
            <NativeSelect
              label={t("quoteAdmin.stateFilter")}
              value={state}
              onChange={(e) => update({ state: e.currentTarget.value, page: null }, { replace: true })}
              data={[{ value: "", label: t("quoteAdmin.anyState") }, ...QUOTE_STATES.map((s) => ({ value: s, label: t(`quoteAdmin.states.${s}`) }))]}
            />
            <ProjectSelect value={project} client={null} onChange={(id) => update({ project: id, page: null }, { replace: true })} />
          </>
        }
      />
      <QuoteReport />
    </>
  );
}
