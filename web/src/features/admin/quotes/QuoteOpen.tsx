import { Text } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/client";
import { useRecord } from "../../data/useRecord";
import { Skeleton } from "../../page/Skeleton";
import { patchQuery, useConsoleQuery } from "../consoleQuery";
import { LoadFailure } from "../LoadFailure";
import { SectionHeading } from "../SectionHeading";
import { oneQuote, type QuoteView } from "./api";
import { fromInput } from "./draft";
import { QuoteEditor } from "./QuoteEditor";
import { SentQuote } from "./SentQuote";

/** One version (`quote=<id>`): a draft in the editor, a sent one as it was sent, with its decisions. */
export function QuoteOpen({ quoteId }: { quoteId: string }) {
  const { t } = useTranslation();
  const { params } = useConsoleQuery();
  const record = useRecord((signal) => oneQuote(quoteId, signal), quoteId);
  const quote = record.data;
  const crumbs = [{ label: t("admin.nav.quotes"), to: `?${patchQuery(params, { quote: null })}` }];

  if (record.error && !quote) {
    const missing = record.error instanceof ApiError && record.error.status === 404;
    return (
      <>
        <SectionHeading title={t("admin.nav.quotes")} crumbs={crumbs} />
        {missing ? (
          <Text role="status">{t("quoteAdmin.view.notFound")}</Text>
        ) : (
          <LoadFailure what={t("quoteAdmin.view.loadError")} error={record.error} retrying={record.loading} onRetry={record.reload} />
        )}
      </>
    );
  }
  if (!quote) return <Skeleton rows={8} />;
  return quote.state === "draft" ? <DraftOpen quote={quote} onSaved={record.reload} /> : <SentQuote quote={quote} crumbs={crumbs} />;
}

/** A draft, its content as typed, in the editor (kept while it is saved again). */
function DraftOpen({ quote, onSaved }: { quote: QuoteView; onSaved(): void }) {
  // The editor starts from the content read first; later reads (after a save) hold the same.
  const initial = useMemo(() => fromInput(quote.content), [quote._id]); // eslint-disable-line react-hooks/exhaustive-deps
  return <QuoteEditor initial={initial} quote={quote} onSaved={onSaved} />;
}
