import { Alert, Button, Checkbox, Group, NativeSelect, Select, Text, TextInput, Title } from "@mantine/core";
import "@mantine/core/styles/Checkbox.layer.css";
import "@mantine/core/styles/Combobox.layer.css";
import "@mantine/core/styles/Popover.layer.css";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { listProjects, staffProjectDetail, staffProjectGoals } from "../../../api/admin";
import { loadWasm, wasm, wasmIsLoaded, type Wasm } from "../../../wasm";
import { display } from "../../../wasm/display";
import { useConfirm } from "../../dialogs/useConfirm";
import { RetryAlert } from "../../data/RetryAlert";
import { useRecord } from "../../data/useRecord";
import { useWrite } from "../../forms/useWrite";
import { patchQuery, useConsoleQuery } from "../consoleQuery";
import { SectionHeading } from "../SectionHeading";
import { createQuote, deleteQuote, editQuote, sendQuote, type QuoteView } from "./api";
import { emptyDraft, emptyLine, emptyMilestone, toInput, withoutMilestone, type LineDraft, type MilestoneDraft, type QuoteDraft } from "./draft";
import { TermsField } from "./TermsField";
import { Totals } from "./Totals";
import { useQuoteForm } from "./useQuoteForm";

/** Every project, by title (the largest pages the list allows, read until the total is reached). */
async function allProjects(signal: AbortSignal) {
  const perPage = 200;
  const rows: { value: string; label: string }[] = [];
  for (let page = 1; ; page++) {
    const found = await listProjects({ page, perPage, sort: "title", order: "asc" }, signal);
    rows.push(...found.rows.map((p) => ({ value: p._id, label: `${p.title} (${p.client.name})` })));
    if (found.rows.length === 0 || rows.length >= found.total) return rows;
  }
}

/** The chosen project's company, currency and goals (what the lines are priced in, what milestones wait for). */
function useProjectFacts(project: string) {
  return useRecord(
    async (signal) => {
      if (!project) return null;
      const [p, goals] = await Promise.all([staffProjectDetail(project, signal), staffProjectGoals(project, signal)]);
      return { company: p.client.name, currency: p.currency, goals: goals.map((g) => ({ value: g._id, label: g.title })) };
    },
    `project:${project}`,
  );
}

/** The rules' module: the live totals need it as soon as staff type. */
function useRules(): Wasm | null {
  const [rules, setRules] = useState<Wasm | null>(() => (wasmIsLoaded() ? wasm() : null));
  useEffect(() => {
    if (rules) return;
    let live = true;
    loadWasm().then(
      (m) => live && setRules(m),
      () => undefined, // saving says the module is missing, as every form does
    );
    return () => {
      live = false;
    };
  }, [rules]);
  return rules;
}

/** A new quote or change request (`quote=new`), for the project the list was narrowed to, if any. */
export function NewQuote({ kind, project }: { kind: QuoteDraft["kind"]; project: string }) {
  const initial = useMemo(() => emptyDraft(kind, project), [kind, project]);
  return <QuoteEditor initial={initial} quote={null} />;
}

/**
 * The draft editor: project (its currency and goals), kind, title, lines (quantity, unit price,
 * tax or no tax, the milestone that pays it), milestones (on acceptance or on a goal's sign-off),
 * valid until, approval rule, terms; live totals from the shared rule; Save draft, Send (after a
 * confirmation: it freezes and mails), Delete draft. Every message shows next to its field.
 */
export function QuoteEditor({ initial, quote, onSaved }: { initial: QuoteDraft; quote: QuoteView | null; onSaved?(): void }) {
  const { t } = useTranslation();
  const { params, update } = useConsoleQuery();
  const write = useWrite();
  const rules = useRules();
  const { confirm, dialog } = useConfirm();
  // The draft's id once saved (a send that failed after the save must not save it twice).
  const saved = useRef<string | null>(quote?._id ?? null);
  const sending = useRef(false);
  const [sendingShown, setSendingShown] = useState(false);
  // The project's currency, for the rule and the request (the project is chosen in the form).
  const currencyRef = useRef<string | undefined>(undefined);
  const projects = useRecord(allProjects, "projects");

  const q = useQuoteForm<QuoteView>({
    initial,
    rule: (v) => wasm().validateQuote(toInput(v, currencyRef.current)),
    submit: async (v) => {
      const body = toInput(v, currencyRef.current);
      const view = saved.current ? await editQuote(saved.current, body) : await createQuote(body);
      saved.current = view._id;
      return sending.current ? sendQuote(view._id) : view;
    },
    success: (view) => ({
      title: view.state === "draft" ? t("quoteAdmin.editor.saved") : t("quoteAdmin.editor.sentDone", { number: view.number, version: view.version }),
    }),
    failure: t("quoteAdmin.editor.saveFailed"),
    onSuccess: (view) => {
      if (params.get("quote") === view._id) onSaved?.();
      else update({ quote: view._id, kind: null }, { replace: true });
    },
  });
  const { form, errorOf } = q;
  const v = form.values;
  const facts = useProjectFacts(v.project);
  const info = facts.data;
  const currency = info?.currency;
  useEffect(() => {
    currencyRef.current = currency;
  }, [currency]);

  const input = toInput(v, currency);
  const totals = rules && currency ? rules.quotePreview(input) : null;

  const setLine = (i: number, patch: Partial<LineDraft>) => {
    form.setValue(
      "lines",
      v.lines.map((l, j) => (j === i ? { ...l, ...patch } : l)),
    );
    for (const k of Object.keys(patch)) q.touched(`lines.${i}.${k === "noTax" ? "taxName" : k}`);
  };
  const setMilestone = (i: number, patch: Partial<MilestoneDraft>) => {
    form.setValue(
      "milestones",
      v.milestones.map((m, j) => (j === i ? { ...m, ...patch } : m)),
    );
    for (const k of Object.keys(patch)) q.touched(`milestones.${i}.${k}`);
  };

  function send() {
    const problems = wasmIsLoaded() ? wasm().validateQuote(input) : [];
    if (problems.length > 0 || !wasmIsLoaded()) {
      // The messages show next to their fields; nothing is asked or sent.
      void form.submit();
      return;
    }
    void confirm({
      title: t("quoteAdmin.editor.sendTitle", { title: v.title }),
      message: t("quoteAdmin.editor.sendBody", { day: display().displayDate(v.validUntil) }),
      confirmLabel: t("quoteAdmin.editor.sendConfirm"),
      onConfirm: async () => {
        sending.current = true;
        setSendingShown(true);
        try {
          await form.submit();
        } finally {
          sending.current = false;
          setSendingShown(false);
        }
      },
    });
  }

  function remove() {
    const id = saved.current;
    if (!id || !quote) return;
    void confirm({
      title: t("quoteAdmin.editor.deleteTitle"),
      message: t("quoteAdmin.editor.deleteBody", { number: quote.number, version: quote.version }),
      confirmLabel: t("quoteAdmin.editor.delete"),
      onConfirm: () =>
        write(() => deleteQuote(id), {
          success: { title: t("quoteAdmin.editor.deleted") },
          failure: t("quoteAdmin.editor.deleteFailed"),
          onSuccess: () => update({ quote: null, kind: null }, { replace: true }),
        }),
    });
  }

  const heading = quote
    ? t("quoteAdmin.editor.editDraft", { number: quote.number, version: quote.version })
    : t(v.kind === "change" ? "quoteAdmin.editor.newChange" : "quoteAdmin.editor.newQuote");
  const crumbs = [{ label: t("admin.nav.quotes"), to: `?${patchQuery(params, { quote: null, kind: null })}` }];
  const milestoneOptions = v.milestones.map((m, i) => ({
    value: String(i),
    label: m.title.trim() || t("quoteAdmin.editor.untitledMilestone", { n: i + 1 }),
  }));
  const projectError = errorOf("project") ?? (v.project ? undefined : errorOf("currency"));

  return (
    <>
      <SectionHeading title={heading} crumbs={crumbs} />
      {dialog}
      <form {...form.formProps} aria-label={heading} className="quote-editor">
        <div className="quote-grid">
          {quote ? (
            <TextInput label={t("quoteAdmin.editor.project")} value={projects.data?.find((p) => p.value === v.project)?.label ?? quote.projectTitle} readOnly />
          ) : (
            <Select
              label={t("quoteAdmin.editor.project")}
              placeholder={t("quoteAdmin.editor.chooseProject")}
              nothingFoundMessage={t("quoteAdmin.editor.noProject")}
              searchable
              required
              data={projects.data ?? []}
              value={v.project || null}
              onChange={(id) => form.setValue("project", id ?? "")}
              error={projectError}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <NativeSelect
            label={t("quoteAdmin.editor.kind")}
            value={v.kind}
            onChange={(e) => form.setValue("kind", e.currentTarget.value === "change" ? "change" : "quote")}
            error={errorOf("kind")}
            data={[
              { value: "quote", label: t("quoteAdmin.kinds.quote") },
              { value: "change", label: t("quoteAdmin.kinds.change") },
            ]}
          />
        </div>
        {projects.error !== null && <RetryAlert message={t("quoteAdmin.editor.projectsLoadError")} retrying={projects.loading} onRetry={projects.reload} />}
        {facts.error !== null && <RetryAlert message={t("quoteAdmin.editor.projectLoadError")} retrying={facts.loading} onRetry={facts.reload} />}
        {info && (
          <Text size="sm" c="var(--pc-text-muted)">
            {t("quoteAdmin.editor.projectLine", { company: info.company, currency: info.currency })}
          </Text>
        )}
        <TextInput label={t("quoteAdmin.editor.quoteTitle")} required autoComplete="off" {...form.input("title")} error={errorOf("title")} />

        <fieldset className="quote-rows" aria-describedby={errorOf("lines") ? "quote-lines-error" : undefined}>
          <legend>
            <Title order={2} size="h4">
              {t("quoteAdmin.editor.lines")}
            </Title>
          </legend>
          {errorOf("lines") && (
            <Text c="var(--pc-danger, red)" size="sm" id="quote-lines-error" role="alert">
              {errorOf("lines")}
            </Text>
          )}
          {v.lines.map((l, i) => {
            const f = (name: string) => errorOf(`lines.${i}.${name}`);
            const n = i + 1;
            return (
              <fieldset key={l.key} className="quote-row">
                <legend>{t("quoteAdmin.editor.line", { n })}</legend>
                <div className="quote-grid">
                  <TextInput className="wide" label={t("quoteAdmin.editor.lineTitle")} required autoComplete="off" value={l.title} error={f("title")} onChange={(e) => setLine(i, { title: e.currentTarget.value })} />
                  <TextInput className="wide" label={t("quoteAdmin.editor.description")} autoComplete="off" value={l.description} error={f("description")} onChange={(e) => setLine(i, { description: e.currentTarget.value })} />
                  <TextInput label={t("quoteAdmin.editor.quantity")} required inputMode="decimal" autoComplete="off" value={l.quantity} error={f("quantity")} onChange={(e) => setLine(i, { quantity: e.currentTarget.value })} />
                  <TextInput
                    label={currency ? t("quoteAdmin.editor.unitPrice", { currency }) : t("quoteAdmin.editor.unitPriceNoCurrency")}
                    required
                    inputMode="decimal"
                    autoComplete="off"
                    value={l.unitPrice}
                    error={f("unitPrice")}
                    onChange={(e) => setLine(i, { unitPrice: e.currentTarget.value })}
                  />
                  <NativeSelect
                    label={t("quoteAdmin.editor.paidWith")}
                    required
                    value={l.milestone}
                    error={f("milestone")}
                    onChange={(e) => setLine(i, { milestone: e.currentTarget.value })}
                    data={l.milestone === "" || Number(l.milestone) >= v.milestones.length ? [{ value: l.milestone, label: "—" }, ...milestoneOptions] : milestoneOptions}
                  />
                  <Checkbox className="quote-notax" label={t("quoteAdmin.editor.noTax")} checked={l.noTax} onChange={(e) => setLine(i, { noTax: e.currentTarget.checked })} />
                  {!l.noTax && (
                    <>
                      <TextInput label={t("quoteAdmin.editor.taxName")} placeholder={t("quoteAdmin.editor.taxNameHint")} autoComplete="off" value={l.taxName} error={f("taxName")} onChange={(e) => setLine(i, { taxName: e.currentTarget.value })} />
                      <TextInput label={t("quoteAdmin.editor.taxRate")} inputMode="decimal" autoComplete="off" value={l.taxRate} error={f("taxRate")} onChange={(e) => setLine(i, { taxRate: e.currentTarget.value })} />
                    </>
                  )}
                </div>
                {v.lines.length > 1 && (
                  <Button
                    variant="subtle"
                    color="red.9"
                    size="compact-sm"
                    mt="xs"
                    onClick={() => {
                      form.setValue("lines", v.lines.filter((_, j) => j !== i));
                      q.rowsMoved();
                    }}
                  >
                    {t("quoteAdmin.editor.removeLine", { n })}
                  </Button>
                )}
              </fieldset>
            );
          })}
          <Button
            variant="default"
            onClick={() => {
              const last = v.lines[v.lines.length - 1];
              form.setValue("lines", [...v.lines, emptyLine(last?.milestone || "0", last)]);
            }}
          >
            {t("quoteAdmin.editor.addLine")}
          </Button>
        </fieldset>

        <fieldset className="quote-rows" aria-describedby={errorOf("milestones") ? "quote-milestones-error" : undefined}>
          <legend>
            <Title order={2} size="h4">
              {t("quoteAdmin.editor.milestones")}
            </Title>
          </legend>
          {errorOf("milestones") && (
            <Text c="var(--pc-danger, red)" size="sm" id="quote-milestones-error" role="alert">
              {errorOf("milestones")}
            </Text>
          )}
          {v.milestones.map((m, i) => {
            const f = (name: string) => errorOf(`milestones.${i}.${name}`);
            const n = i + 1;
            return (
              <fieldset key={m.key} className="quote-row">
                <legend>{t("quoteAdmin.editor.milestone", { n })}</legend>
                <div className="quote-grid">
                  <TextInput className="wide" label={t("quoteAdmin.editor.milestoneTitle")} required autoComplete="off" value={m.title} error={f("title")} onChange={(e) => setMilestone(i, { title: e.currentTarget.value })} />
                  <NativeSelect
                    label={t("quoteAdmin.editor.release")}
                    value={m.release}
                    error={f("release")}
                    onChange={(e) => setMilestone(i, { release: e.currentTarget.value === "goal" ? "goal" : "acceptance" })}
                    data={[
                      { value: "acceptance", label: t("quoteAdmin.editor.onAcceptance") },
                      { value: "goal", label: t("quoteAdmin.editor.onGoal") },
                    ]}
                  />
                  {m.release === "goal" && (
                    <NativeSelect
                      label={t("quoteAdmin.editor.goal")}
                      required
                      value={m.goal}
                      error={f("goal")}
                      description={info && info.goals.length === 0 ? t("quoteAdmin.editor.noGoals") : undefined}
                      onChange={(e) => setMilestone(i, { goal: e.currentTarget.value })}
                      data={[{ value: "", label: t("quoteAdmin.editor.chooseGoal") }, ...(info?.goals ?? [])]}
                    />
                  )}
                  <TextInput label={t("quoteAdmin.editor.dueDate")} type="date" value={m.dueDate} error={f("dueDate")} onChange={(e) => setMilestone(i, { dueDate: e.currentTarget.value })} />
                </div>
                {v.milestones.length > 1 && (
                  <Button
                    variant="subtle"
                    color="red.9"
                    size="compact-sm"
                    mt="xs"
                    onClick={() => {
                      const next = withoutMilestone(v, i);
                      form.setValue("milestones", next.milestones);
                      form.setValue("lines", next.lines);
                      q.rowsMoved();
                    }}
                  >
                    {t("quoteAdmin.editor.removeMilestone", { n })}
                  </Button>
                )}
              </fieldset>
            );
          })}
          <Button variant="default" onClick={() => form.setValue("milestones", [...v.milestones, emptyMilestone()])}>
            {t("quoteAdmin.editor.addMilestone")}
          </Button>
        </fieldset>

        <Totals totals={totals} currency={currency} milestones={milestoneOptions.map((o) => o.label)} />

        <div className="quote-grid">
          <TextInput label={t("quoteAdmin.editor.validUntil")} type="date" required {...form.input("validUntil")} error={errorOf("validUntil")} />
          <NativeSelect
            label={t("quoteAdmin.editor.rule")}
            value={v.rule}
            error={errorOf("rule")}
            onChange={(e) => form.setValue("rule", e.currentTarget.value === "all" ? "all" : "any")}
            data={[
              { value: "any", label: t("quoteAdmin.editor.ruleAny") },
              { value: "all", label: t("quoteAdmin.editor.ruleAll") },
            ]}
          />
        </div>
        <TermsField value={v.terms} error={errorOf("terms")} onChange={(terms) => form.setValue("terms", terms)} />
        {quote?.state === "draft" && quote.version > 1 && (
          <Alert color="blue" variant="light">
            {t("quoteAdmin.view.newVersionBody")}
          </Alert>
        )}
        <Group gap="sm" className="quote-actions">
          <Button type="submit" variant="default" loading={form.submitting && !sendingShown}>
            {t("quoteAdmin.editor.save")}
          </Button>
          <Button onClick={send} loading={form.submitting && sendingShown}>
            {t("quoteAdmin.editor.send")}
          </Button>
          {quote && (
            <Button color="red.9" variant="outline" onClick={remove}>
              {t("quoteAdmin.editor.delete")}
            </Button>
          )}
        </Group>
      </form>
    </>
  );
}
