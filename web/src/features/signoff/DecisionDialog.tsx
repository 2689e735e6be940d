import { lazy, Suspense, type ComponentProps } from "react";
import { loadDecisionWords } from "./words";

// The decision's dialog (a Mantine modal, a text area, the form hook and the rules) and its words
// are fetched when an approver first reaches for Approve or Request changes, not with every
// waiting card.
const load = () => Promise.all([import("./DecisionForm"), loadDecisionWords()]).then(([m]) => m);
const DecisionModal = lazy(() => load().then((m) => ({ default: m.DecisionModal })));

/** Starts fetching the dialog (a pointer over, or focus on, the buttons that open it). */
export function preloadDecision(): void {
  void load();
}

export function DecisionDialog(props: ComponentProps<typeof DecisionModal>) {
  return (
    <Suspense fallback={null}>
      <DecisionModal {...props} />
    </Suspense>
  );
}
