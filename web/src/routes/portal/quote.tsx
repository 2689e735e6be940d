import { Anchor, Container, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, redirect, useRevalidator } from "react-router";
import { ApiError } from "../../api/client";
import { oneQuote, projectQuotes, type Quote } from "../../features/quotes/api";
import { QuotePage } from "../../features/quotes/QuotePage";
import { loadQuoteWords } from "../../features/quotes/words";
import type { Route } from "./+types/quote";

type Read = { kind: "quote"; quote: Quote; newest: Quote | null } | { kind: "notFound" } | { kind: "failed" };

/**
 * One version, read again whenever the project changes (the live stream revalidates this loader:
 * a new version sent, a decision), so a replaced version's Accept goes away without a reload. A
 * quote this person may not read answers 404, as a missing one does.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs): Promise<Read> {
  const { signal } = request;
  try {
    const [quote] = await Promise.all([oneQuote(params.quoteId, signal), loadQuoteWords()]);
    // A replaced version points at the newest one of its number, when the project lists it.
    const newest = quote.state === "superseded" ? ((await projectQuotes(quote.project, signal).catch(() => [])).find((v) => v.number === quote.number) ?? null) : null;
    return { kind: "quote", quote, newest };
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) throw redirect("/");
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    if (err instanceof ApiError && err.status === 404) return { kind: "notFound" };
    console.error("Error fetching the quote:", err);
    return { kind: "failed" };
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  const q = loaderData?.kind === "quote" ? loaderData.quote : null;
  return [{ title: q ? `${q.number} v${q.version} · ${q.title} | Portico` : "Quote | Portico" }];
}

export default function QuoteRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  if (loaderData.kind === "quote")
    return <QuotePage key={loaderData.quote._id} quote={loaderData.quote} newest={loaderData.newest} onChanged={() => void revalidator.revalidate()} />;
  const missing = loaderData.kind === "notFound";
  return (
    <Container size="lg" className="portal-main">
      <Title order={1} mb="sm">
        {missing ? t("notFound.title") : t("portal.loadFailedTitle")}
      </Title>
      <Text mb="md">{missing ? t("notFound.body") : t("portal.loadFailed")}</Text>
      <Anchor component={Link} to="/projects" c="var(--pc-link)">
        {t("portal.backToProjects")}
      </Anchor>
    </Container>
  );
}
