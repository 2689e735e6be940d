import { Button, Text, Textarea, Title } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, type Ticket } from "../../api/client";
import { rateTicket } from "../../api/tickets";
import type { RatingView } from "../../api/types.gen";
import { wasm } from "../../wasm";
import { useRuleForm } from "../forms/useRuleForm";
import { useFailure } from "../forms/useWrite";
import { mayRate } from "./clock";

/** "Good" or "Bad" in the interface language. */
export function useScoreName(): (score: string) => string {
  const { t } = useTranslation();
  return (score) => (score === "good" ? t("support.rating.good") : score === "bad" ? t("support.rating.bad") : score);
}

/**
 * "How did we do?" on a solved ticket (docs/support-clock.md): Good or Bad and an optional
 * comment, checked by the shared rule, for 14 days after the solve; then the rating as given.
 */
export function TicketRating({ ticket, onChanged }: { ticket: Ticket; onChanged: (t: Ticket) => void }) {
  const { t } = useTranslation();
  const heading = useId();
  const scoreName = useScoreName();
  const [thanks, setThanks] = useState<RatingView | null>(null);
  // Read once, when the ticket is first shown open: the question does not vanish while typed into.
  const [now] = useState(() => new Date());
  const asking = mayRate(ticket, now);
  if (!thanks && !ticket.rating && !asking) return null;

  const shown = thanks ?? ticket.rating;
  return (
    <section className="ticket-rating" aria-labelledby={heading}>
      <Title order={4} id={heading} mb="xs">
        {t("support.rating.heading")}
      </Title>
      <div role="status" aria-live="polite">
        {thanks && <Text fw={600}>{t("support.rating.thanks", { score: scoreName(thanks.score) })}</Text>}
      </div>
      {shown && !thanks && <Text fw={600}>{t("support.rating.yours", { score: scoreName(shown.score) })}</Text>}
      {shown?.comment && <Text className="pre-wrap">{shown.comment}</Text>}
      {!shown && (
        <RatingForm
          ticket={ticket}
          labelledBy={heading}
          onRated={(rating) => {
            setThanks(rating);
            onChanged({ ...ticket, rating });
          }}
        />
      )}
    </section>
  );
}

function RatingForm({ ticket, labelledBy, onRated }: { ticket: Ticket; labelledBy: string; onRated: (r: RatingView) => void }) {
  const { t } = useTranslation();
  const fail = useFailure();
  const problemId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRuleForm({
    initial: { score: "", comment: "" },
    rule: (v) => wasm().validateTicketRating(v),
    submit: (v) => rateTicket(ticket._id, { score: v.score, comment: v.comment }),
    success: null,
    failure: t("support.rating.failed"),
    // Said beside the buttons: a conflict in the server's words (already rated, reopened since).
    onFailure: (err) => setProblem(err instanceof ApiError && err.status === 409 ? err.message : fail(err).message),
    onSuccess: onRated,
  });
  const said = problem ?? form.errors.score ?? null;
  const choose = (score: "good" | "bad") => {
    setProblem(null);
    form.setValue("score", score);
  };

  return (
    <form {...form.formProps} aria-labelledby={labelledBy}>
      <div className="rating-scores" role="group" aria-labelledby={labelledBy} aria-describedby={said ? problemId : undefined}>
        {(["good", "bad"] as const).map((score) => (
          <Button
            key={score}
            type="button"
            size="sm"
            variant={form.values.score === score ? "filled" : "default"}
            aria-pressed={form.values.score === score}
            onClick={() => choose(score)}
          >
            {score === "good" ? t("support.rating.good") : t("support.rating.bad")}
          </Button>
        ))}
        {said && (
          <Text size="sm" c="var(--pc-danger)" id={problemId} role="alert">
            {said}
          </Text>
        )}
      </div>
      <Textarea label={t("support.rating.comment")} autosize minRows={2} mt="sm" {...form.input("comment")} />
      <Button type="submit" mt="xs" size="sm" loading={form.submitting}>
        {t("support.rating.send")}
      </Button>
    </form>
  );
}
