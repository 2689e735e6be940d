import { Badge } from "@mantine/core";
import "@mantine/core/styles/Badge.layer.css";
import { useTranslation } from "react-i18next";

const COLOURS: Record<string, string> = {
  draft: "gray",
  sent: "blue",
  viewed: "cyan",
  accepted: "green",
  declined: "red",
  expired: "orange",
  superseded: "dark",
};

export const QUOTE_STATES = ["draft", "sent", "viewed", "accepted", "declined", "expired", "superseded"] as const;

export type QuoteState = (typeof QUOTE_STATES)[number];

export function isQuoteState(value: string): value is QuoteState {
  return (QUOTE_STATES as readonly string[]).includes(value);
}

/** A version's state, in words (the colour only repeats them). */
export function StateBadge({ state }: { state: string }) {
  const { t } = useTranslation();
  return (
    // Never cut to "Acce…": the word is the state, the colour only repeats it.
    <Badge color={COLOURS[state] ?? "gray"} variant="light" tt="none" style={{ flexShrink: 0, overflow: "visible" }} styles={{ label: { overflow: "visible" } }}>
      {isQuoteState(state) ? t(`quoteAdmin.states.${state}`) : state}
    </Badge>
  );
}
