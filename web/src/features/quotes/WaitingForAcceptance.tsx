import { lazy, Suspense } from "react";
import { answer, api, withToken } from "../../api/client";
import { loadSignOffWords } from "../../i18n";
import { useRecord } from "../data/useRecord";

// The cards and their words come only when something waits (the chunk brings its words' loader).
const Cards = lazy(() => Promise.all([import("./WaitingQuotes"), loadSignOffWords()]).then(([m]) => m));

/**
 * The dashboard's "Waiting for your acceptance", for the company's approvers: the versions are
 * read first, and the cards (with their words) are fetched only when one waits, so an approver
 * with nothing to accept carries none of it. Read again on every live change: a version replaced
 * or decided elsewhere leaves at once.
 */
export function WaitingForAcceptance() {
  const waiting = useRecord((signal) => answer(api.GET("/quote/waiting", { ...withToken("client", signal) })), "waitingQuotes");
  if (!waiting.data || waiting.data.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Cards quotes={waiting.data} />
    </Suspense>
  );
}
