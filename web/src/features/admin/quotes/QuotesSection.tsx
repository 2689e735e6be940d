import { useConsoleQuery } from "../consoleQuery";
import { QuoteList } from "./QuoteList";
import { QuoteOpen } from "./QuoteOpen";
import { NewQuote } from "./QuoteEditor";
import "./quotes.css";

/**
 * Quotes and change requests (issue 56): every version with its state and the month report, or
 * one version (`?section=quotes&quote=<id>`, the link staff mails carry), or a new draft
 * (`quote=new&kind=change&project=<id>`).
 */
export default function QuotesSection() {
  const { params } = useConsoleQuery();
  const quote = params.get("quote");
  if (quote === "new") {
    const kind = params.get("kind") === "change" ? "change" : "quote";
    return <NewQuote key={kind} kind={kind} project={params.get("project") ?? ""} />;
  }
  return quote ? <QuoteOpen key={quote} quoteId={quote} /> : <QuoteList />;
}
