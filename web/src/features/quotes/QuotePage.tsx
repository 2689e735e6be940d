import { Anchor, Button, Container, Text, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { display } from "../../wasm/display";
import { saveBlob } from "../data/download";
import { useWrite } from "../forms/useWrite";
import { PageHeader } from "../page/PageHeader";
import { workspacePath } from "../project/paths";
import { useMoney } from "../project/format";
import { quotePdf, type Quote } from "./api";
import { DecisionPanel, type Decided } from "./DecisionPanel";
import { hasAmounts, MilestoneList, QuoteDocument } from "./QuoteDocument";
import { numbered, quotePath, stateOf } from "./format";
import { TermsBox } from "./TermsBox";
import "./waiting.css";
import "./quotes.css";

/**
 * Today as the server counts a quote's last day (in UTC, as every due day), `YYYY-MM-DD`: a page
 * left open past it says expired exactly when an acceptance would be refused, wherever the reader is.
 */
function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

interface Props {
  quote: Quote;
  /** For a replaced version: the newest version of the same number, when the project lists it. */
  newest?: Quote | null;
  /** The quote changed here (a decision): read it again. */
  onChanged(): void;
}

/**
 * A quote or change request as its company's approver reads it (ADR 0044): who it is from and to,
 * its lines, taxes, totals and milestones, its terms, then (last) Accept or Decline while it waits
 * for this reader. A decided one shows who decided, the typed name and the digest; a replaced one
 * points at its newer version; an expired one says to ask for a new version.
 */
export function QuotePage({ quote: q, newest, onChanged }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const w = display();
  const [termsShown, setTermsShown] = useState(false);
  const [result, setResult] = useState<{ decided: Decided; quote: Quote } | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const state = stateOf(q);
  const waiting = state === "sent" || state === "viewed";
  const expired = state === "expired" || (waiting && q.validUntil < today());
  const s = q.snapshot;
  const moneyReader = q.total != null || (s ? hasAmounts(s) : false);
  const projectPath = workspacePath(q.projectTitle, moneyReader ? "money" : "goals");

  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  return (
    <Container size="lg" className="portal-main quote-page">
      <PageHeader
        title={
          <>
            <span className="quote-kicker">
              {t(q.kind === "change" ? "quote.kind.change" : "quote.kind.quote")} {numbered(q)}
            </span>{" "}
            <span className="quote-title">{q.title}</span>
          </>
        }
        crumbs={[
          { label: t("portal.allProjects"), to: "/projects" },
          { label: q.projectTitle, to: workspacePath(q.projectTitle) },
        ]}
        current={numbered(q)}
        actions={q.total ? <PdfButton quote={q} /> : undefined}
      >
        <div className="quote-head-facts">
          <span className="quote-state" data-state={expired ? "expired" : state}>
            {t(`quote.state.${expired ? "expired" : state}`)}
          </span>
          <span>{t("quote.validUntil", { date: w.displayDate(q.validUntil) })}</span>
          <span>
            {t("quote.facts.project")}: <Link to={workspacePath(q.projectTitle)}>{q.projectTitle}</Link>
          </span>
          {s && <span>{t("quote.facts.issuedOn")}: {w.displayDate(s.issuedOn)}</span>}
          {q.total && (
            <span className="quote-head-total">
              {t("quote.facts.total")}: {money(q.total)}
            </span>
          )}
        </div>
      </PageHeader>

      {state === "superseded" && (
        <div className="quote-notice" data-tone="info">
          <p>{t("quote.superseded")}</p>
          {newest && newest._id !== q._id ? (
            <Anchor component={Link} to={quotePath(newest._id)} c="var(--pc-link)">
              {t("quote.openNewest", { number: newest.number, version: newest.version })}
            </Anchor>
          ) : (
            <Anchor component={Link} to={projectPath} c="var(--pc-link)">
              {t("quote.seeAll")}
            </Anchor>
          )}
        </div>
      )}
      {expired && (
        <div className="quote-notice" data-tone="warning">
          <p>{t("quote.expired", { date: w.displayDate(q.validUntil) })}</p>
        </div>
      )}

      {s && <QuoteDocument snapshot={s} />}
      {s && <TermsBox terms={s.terms} shown={termsShown} onShown={() => setTermsShown(true)} />}

      {/* Said once a decision is recorded (and kept while the page reads the quote again). */}
      <div role="status" className="quote-result-region">
        {result && (
          <div className="quote-notice" data-tone={result.decided === "accepted" ? "success" : "info"}>
            <Title order={2} size="h3" ref={resultHeading} tabIndex={-1}>
              {t(result.decided === "accepted" ? "quote.sign.accepted" : "quote.sign.declined", { number: q.number, version: q.version })}
            </Title>
            {result.decided === "declined" && <p>{t("quote.sign.declinedBody")}</p>}
            {result.decided === "accepted" && result.quote.state !== "accepted" && <p>{t("quote.sign.acceptedWaiting")}</p>}
            {result.decided === "accepted" && result.quote.state === "accepted" && s && s.milestones.length > 0 && (
              <>
                <p>{t("quote.sign.acceptedBody", { project: q.projectTitle })}</p>
                <MilestoneList milestones={s.milestones} currency={s.currency} />
              </>
            )}
            <Anchor component={Link} to={projectPath} c="var(--pc-link)">
              {t(moneyReader ? "quote.sign.seeMilestones" : "quote.sign.seeProject", { project: q.projectTitle })}
            </Anchor>
          </div>
        )}
      </div>

      {q.decisions.length > 0 && <Decisions quote={q} />}

      {q.waitingForYou && !expired && s && q.shown && (
        <DecisionPanel
          quote={q}
          shown={q.shown}
          termsShown={termsShown}
          onStale={onChanged}
          onDecided={(after, decided) => {
            setResult({ decided, quote: after });
            onChanged();
          }}
        />
      )}
    </Container>
  );
}

/** Who decided what, when; an acceptance's typed name, drawn signature and the digest it was given on. */
function Decisions({ quote: q }: { quote: Quote }) {
  const { t } = useTranslation();
  const w = display();
  return (
    <section aria-labelledby="quote-decisions" className="quote-section">
      <Title order={2} size="h3" id="quote-decisions" mb="sm">
        {t("quote.record.heading")}
      </Title>
      <ul className="plain-list quote-decisions">
        {q.decisions.map((d) => (
          <li key={`${d.person}-${d.at}`} className="card quote-decision" data-decision={d.decision}>
            <p className="quote-decision-who">
              {t(d.decision === "accepted" ? "quote.record.accepted" : "quote.record.declined", { name: d.personName, date: w.displayDate(d.at) })}
            </p>
            {d.signedName && <p>{t("quote.record.signedAs", { name: d.signedName })}</p>}
            {d.signature && (
              <svg className="quote-signature" viewBox="0 0 400 120" role="img" aria-label={t("quote.record.signature", { name: d.personName })}>
                <path d={d.signature} className="quote-pad-ink" />
              </svg>
            )}
            {d.decision === "declined" && d.reason && <p className="quote-reason">{t("quote.record.reason", { reason: d.reason })}</p>}
            {d.shown && (
              <Text size="xs" c="var(--pc-text-muted)" mt={4}>
                {t("quote.record.digest")}: <code className="quote-digest-inline">{d.shown}</code>
              </Text>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function PdfButton({ quote: q }: { quote: Quote }) {
  const { t } = useTranslation();
  const write = useWrite();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    await write(() => quotePdf(q._id, `${q.number}-v${q.version}.pdf`), {
      success: null,
      failure: t("quote.pdfFailed"),
      onSuccess: ({ blob, filename }) => saveBlob(blob, filename),
    });
    setBusy(false);
  }
  return (
    <Button variant="default" size="compact-sm" loading={busy} onClick={() => void download()} aria-label={t("quote.pdfNamed", { number: q.number, version: q.version })}>
      {t("quote.pdf")}
    </Button>
  );
}
