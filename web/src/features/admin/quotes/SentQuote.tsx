import { Button, Table, Text, TextInput, Title } from "@mantine/core";
import "@mantine/core/styles/Table.layer.css";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { display } from "../../../wasm/display";
import { saveBlob } from "../../data/download";
import { FormButtons } from "../../forms/FormButtons";
import { FormModal } from "../../forms/FormModal";
import { FormStack } from "../../forms/FormStack";
import { useRuleForm } from "../../forms/useRuleForm";
import { useWrite } from "../../forms/useWrite";
import type { Crumb } from "../../page/PageHeader";
import { useMoney } from "../../project/format";
import { useConsoleQuery } from "../consoleQuery";
import { SectionHeading } from "../SectionHeading";
import { quotePdf, reviseQuote, type QuoteView } from "./api";
import { StateBadge } from "./StateBadge";
import { hundredthsText as quantityText } from "../../quotes/format";
import { ratePercent } from "./Totals";

/**
 * A sent version, read-only, exactly as its snapshot holds it: lines, taxes, totals, milestones,
 * terms; its decisions (who, the name they typed, their network, when, the digest of what they
 * were shown); New version (a later valid-until extends an expired quote) and the PDF.
 */
export function SentQuote({ quote, crumbs }: { quote: QuoteView; crumbs: Crumb[] }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const write = useWrite();
  const w = display();
  const [revising, setRevising] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const s = quote.snapshot;
  const currency = s?.currency ?? quote.total?.currency ?? "";
  const amount = (minor: number | null | undefined) => (minor === null || minor === undefined ? "—" : money({ minor, currency }));
  const when = (at: string | null) => (at ? w.displayDate(at.slice(0, 10)) : "—");
  const title = t("quoteAdmin.numberVersion", { number: quote.number, version: quote.version });

  async function download() {
    setDownloading(true);
    await write(() => quotePdf(quote._id, `${quote.number}-v${quote.version}.pdf`), {
      success: null,
      failure: t("quoteAdmin.view.pdfFailed"),
      onSuccess: ({ blob, filename }) => saveBlob(blob, filename),
    });
    setDownloading(false);
  }

  return (
    <>
      <SectionHeading
        title={title}
        crumbs={crumbs}
        actions={
          <>
            <Button variant="default" loading={downloading} onClick={() => void download()}>
              {t("quoteAdmin.view.pdf")}
            </Button>
            {quote.state !== "accepted" && quote.state !== "superseded" && <Button onClick={() => setRevising(true)}>{t("quoteAdmin.view.newVersion")}</Button>}
          </>
        }
      />
      <div className="quote-facts">
        <StateBadge state={quote.state} />
        <Text fw={600}>{quote.title}</Text>
        <Text size="sm" c="var(--pc-text-muted)">
          {t("quoteAdmin.view.summary", { kind: t(`quoteAdmin.kinds.${quote.kind === "change" ? "change" : "quote"}`), company: quote.companyName, project: quote.projectTitle })}
        </Text>
      </div>
      <dl className="quote-meta">
        <div>
          <dt>{t("quoteAdmin.validUntil")}</dt>
          <dd>{w.displayDate(quote.validUntil)}</dd>
        </div>
        <div>
          <dt>{t("quoteAdmin.view.sentAt")}</dt>
          <dd>{when(quote.sentAt)}</dd>
        </div>
        <div>
          <dt>{t("quoteAdmin.view.viewedAt")}</dt>
          <dd>{when(quote.viewedAt)}</dd>
        </div>
        <div>
          <dt>{t("quoteAdmin.view.decidedAt")}</dt>
          <dd>{when(quote.decidedAt)}</dd>
        </div>
        <div>
          <dt>{t("quoteAdmin.view.rule")}</dt>
          <dd>{t(quote.rule === "all" ? "quoteAdmin.editor.ruleAll" : "quoteAdmin.editor.ruleAny")}</dd>
        </div>
      </dl>

      {s && (
        <>
          <Table.ScrollContainer minWidth={560} type="native" tabIndex={0} role="group" aria-labelledby="quote-lines">
            <Table striped withTableBorder captionSide="top">
              <caption id="quote-lines">{t("quoteAdmin.view.lines")}</caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t("quoteAdmin.view.item")}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t("quoteAdmin.view.quantity")}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t("quoteAdmin.view.unitPrice")}
                  </Table.Th>
                  <Table.Th scope="col">{t("quoteAdmin.view.tax")}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t("quoteAdmin.view.amount")}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {s.lines.map((l, i) => (
                  <Table.Tr key={i}>
                    <Table.Th scope="row">
                      {l.title}
                      {l.description && <div className="small muted">{l.description}</div>}
                    </Table.Th>
                    <Table.Td ta="right">{quantityText(l.quantityHundredths, i18n.language)}</Table.Td>
                    <Table.Td ta="right">{amount(l.unitMinor)}</Table.Td>
                    <Table.Td>
                      {l.taxName
                        ? t("quoteAdmin.editor.taxRow", { name: l.taxName, rate: ratePercent(l.taxRateBasisPoints ?? 0, i18n.language) })
                        : t("quoteAdmin.view.noTax")}
                    </Table.Td>
                    <Table.Td ta="right">{amount(l.totalMinor)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {s.totalMinor !== null && s.totalMinor !== undefined && (
            <dl className="quote-sums">
              <dt>{t("quoteAdmin.editor.subtotal")}</dt>
              <dd>{amount(s.subtotalMinor)}</dd>
              {(s.taxes ?? []).map((tax) => (
                <div key={`${tax.name}|${tax.rateBasisPoints}`} className="quote-sum">
                  <dt>{t("quoteAdmin.editor.taxRow", { name: tax.name, rate: ratePercent(tax.rateBasisPoints, i18n.language) })}</dt>
                  <dd>{amount(tax.minor)}</dd>
                </div>
              ))}
              <div className="quote-sum quote-total">
                <dt>{t("quoteAdmin.editor.total")}</dt>
                <dd>{amount(s.totalMinor)}</dd>
              </div>
            </dl>
          )}
          <Title order={2} size="h4" mt="md">
            {t("quoteAdmin.view.milestones")}
          </Title>
          <ul className="plain-list quote-milestone-sums">
            {s.milestones.map((m, i) => (
              <li key={i}>
                <strong>{m.title}</strong>
                {m.amountMinor !== null && m.amountMinor !== undefined && ` · ${amount(m.amountMinor)}`}
                {" · "}
                {m.release === "goal" ? t("quoteAdmin.view.onGoal", { goal: m.goalTitle ?? m.goal ?? "" }) : t("quoteAdmin.view.onAcceptance")}
                {m.dueDate && ` · ${t("quoteAdmin.view.dueBy", { day: w.displayDate(m.dueDate) })}`}
              </li>
            ))}
          </ul>
          <Title order={2} size="h4" mt="md">
            {t("quoteAdmin.view.terms")}
          </Title>
          <Text className="quote-terms-text">{s.terms || t("quoteAdmin.view.noTerms")}</Text>
        </>
      )}

      <Title order={2} size="h4" mt="md" id="quote-decisions">
        {t("quoteAdmin.view.decisions")}
      </Title>
      {quote.decisions.length === 0 ? (
        <Text c="var(--pc-text-muted)">{t("quoteAdmin.view.noDecisions")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640} type="native" tabIndex={0} role="group" aria-labelledby="quote-decisions">
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("quoteAdmin.view.who")}</Table.Th>
                <Table.Th scope="col">{t("quoteAdmin.view.decision")}</Table.Th>
                <Table.Th scope="col">{t("quoteAdmin.view.signedName")}</Table.Th>
                <Table.Th scope="col">{t("quoteAdmin.view.network")}</Table.Th>
                <Table.Th scope="col">{t("quoteAdmin.view.when")}</Table.Th>
                <Table.Th scope="col">{t("quoteAdmin.view.digest")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {quote.decisions.map((d) => (
                <Table.Tr key={`${d.person}|${d.at}`}>
                  <Table.Th scope="row">{d.personName}</Table.Th>
                  <Table.Td>{d.decision === "accepted" ? t("quoteAdmin.view.accepted") : t("quoteAdmin.view.declined", { reason: d.reason })}</Table.Td>
                  <Table.Td>{d.signedName ?? "—"}</Table.Td>
                  <Table.Td className="small">{d.network ?? "—"}</Table.Td>
                  <Table.Td>
                    <time dateTime={d.at}>{new Date(d.at).toLocaleString(i18n.language)}</time>
                  </Table.Td>
                  <Table.Td className="small quote-digest">{d.shown}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <FormModal opened={revising} title={t("quoteAdmin.view.newVersionTitle", { number: quote.number })} onClose={() => setRevising(false)}>
        <ReviseForm quote={quote} onCancel={() => setRevising(false)} />
      </FormModal>
    </>
  );
}

function ReviseForm({ quote, onCancel }: { quote: QuoteView; onCancel(): void }) {
  const { t } = useTranslation();
  const { update } = useConsoleQuery();
  const form = useRuleForm({
    initial: { validUntil: "" },
    submit: (v) => reviseQuote(quote._id, v.validUntil || undefined),
    success: (made) => ({ title: t("quoteAdmin.view.newVersionMade", { version: made.version }) }),
    failure: t("quoteAdmin.view.newVersionFailed"),
    onSuccess: (made) => update({ quote: made._id }),
  });
  return (
    <FormStack form={form} aria-label={t("quoteAdmin.view.newVersionTitle", { number: quote.number })}>
      <Text size="sm">{t("quoteAdmin.view.newVersionBody")}</Text>
      <TextInput label={t("quoteAdmin.view.newValidUntil")} type="date" data-autofocus {...form.input("validUntil")} />
      <FormButtons submitLabel={t("quoteAdmin.view.newVersion")} submitting={form.submitting} onCancel={onCancel} />
    </FormStack>
  );
}
