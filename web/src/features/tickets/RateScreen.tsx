import { Anchor, Button, Center, Group, Stack, Text, Textarea } from "@mantine/core";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "../../api/client";
import { rateByLink, ratingLink } from "../../api/tickets";
import type { RatingLink } from "../../api/types.gen";
import { wasm } from "../../wasm";
import { AccountPage, Outcome } from "../account/AccountPage";
import { Busy } from "../data/Busy";
import { RetryAlert } from "../data/RetryAlert";
import { useRuleForm } from "../forms/useRuleForm";
import { useFailure } from "../forms/useWrite";
import { useScoreName } from "./TicketRating";

type Score = "good" | "bad";

type View =
  | { kind: "loading" }
  | { kind: "invalid" }
  | { kind: "expired" }
  | { kind: "failed" }
  | { kind: "ready"; link: RatingLink; thanked: boolean };

/** A link the server does not know (404), or a token it cannot read. */
function isUnknownLink(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 404 || (err.status === 400 && err.field === "token"));
}

/**
 * `/rate#<token>&score=good`, from the "How did we do?" mail of a solved ticket: one click rates
 * it (the score in the link is sent as the page opens, once), then a comment may follow, once. No
 * session: the token is the proof (docs/support-clock.md).
 */
export function RateScreen({ token, score }: { token: string; score: Score | null }) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>(token === "" ? { kind: "invalid" } : { kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  // The link's score is sent once, however often the page reads the link (React's double effects too).
  const sent = useRef(false);

  useEffect(() => {
    if (token === "") return;
    const controller = new AbortController();
    void (async () => {
      let link = await ratingLink(token, controller.signal);
      if (controller.signal.aborted) return;
      if (link.expired) return setView({ kind: "expired" });
      let thanked = false;
      if (!link.used && score && !sent.current) {
        sent.current = true;
        const rating = await rateByLink(token, { score });
        link = { ...link, used: true, score: rating.score, comment: rating.comment, commented: rating.comment !== "" };
        thanked = true;
      }
      setView({ kind: "ready", link, thanked });
    })().catch((err: unknown) => {
      if (err instanceof DOMException && err.name === "AbortError") return;
      if (controller.signal.aborted) return;
      setView(isUnknownLink(err) ? { kind: "invalid" } : { kind: "failed" });
    });
    return () => controller.abort();
  }, [token, score, attempt]);

  let body;
  switch (view.kind) {
    case "loading":
      body = (
        <Center py="md">
          <Busy size="sm" label={t("support.rate.loading")} />
        </Center>
      );
      break;
    case "invalid":
      body = (
        <Outcome kind="error" title={t("support.rate.invalidTitle")}>
          {t("support.rate.invalid")}
        </Outcome>
      );
      break;
    case "expired":
      body = (
        <Stack gap="md">
          <Outcome kind="error" title={t("support.rate.expiredTitle")}>
            {t("support.rate.expired")}
          </Outcome>
          <Anchor component={Link} to="/login">
            {t("support.rate.toPortal")}
          </Anchor>
        </Stack>
      );
      break;
    case "failed":
      body = (
        <RetryAlert
          message={t("support.rate.loadFailed")}
          retryLabel={t("support.rate.retry")}
          onRetry={() => {
            setView({ kind: "loading" });
            setAttempt((n) => n + 1);
          }}
        />
      );
      break;
    case "ready":
      body = <RatedLink token={token} link={view.link} thanked={view.thanked} onRated={(link) => setView({ kind: "ready", link, thanked: true })} />;
      break;
  }
  return <AccountPage title={t("support.rate.pageTitle")}>{body}</AccountPage>;
}

/** A link that works: its score (or the question, when the link came without one) and the comment box. */
function RatedLink({ token, link, thanked, onRated }: { token: string; link: RatingLink; thanked: boolean; onRated: (link: RatingLink) => void }) {
  const { t } = useTranslation();
  const scoreName = useScoreName();
  const fail = useFailure();
  const [busy, setBusy] = useState<Score | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function rate(score: Score) {
    if (busy) return;
    setBusy(score);
    setProblem(null);
    try {
      const rating = await rateByLink(token, { score });
      onRated({ ...link, used: true, score: rating.score, comment: rating.comment, commented: rating.comment !== "" });
    } catch (err) {
      setProblem(err instanceof ApiError && (err.status === 409 || err.status === 410) ? err.message : fail(err).message);
    } finally {
      setBusy(null);
    }
  }

  if (!link.used || link.score === null) {
    return (
      <Stack gap="md">
        <Text id="rate-question">{t("support.rate.question", { title: link.title })}</Text>
        <Group gap="sm" role="group" aria-labelledby="rate-question">
          {(["good", "bad"] as const).map((score) => (
            <Button key={score} variant="default" loading={busy === score} onClick={() => void rate(score)}>
              {scoreName(score)}
            </Button>
          ))}
        </Group>
        {problem && (
          <Text size="sm" c="var(--pc-danger)" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    );
  }

  const said = { title: link.title, score: scoreName(link.score) };
  return (
    <Stack gap="md">
      {thanked ? <Outcome kind="success">{t("support.rate.thanks", said)}</Outcome> : <Text fw={600}>{t("support.rate.recorded", said)}</Text>}
      {link.commented ? (
        link.comment && <Text className="pre-wrap">{link.comment}</Text>
      ) : (
        <CommentForm token={token} score={link.score} />
      )}
    </Stack>
  );
}

/** The one comment a used link may add. */
function CommentForm({ token, score }: { token: string; score: string }) {
  const { t } = useTranslation();
  const fail = useFailure();
  const statusId = useId();
  const [added, setAdded] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRuleForm({
    initial: { comment: "" },
    rule: (v) => wasm().validateTicketRating({ score, comment: v.comment }),
    submit: (v) => rateByLink(token, { score, comment: v.comment }),
    success: null,
    failure: t("support.rate.failed"),
    onFailure: (err) => setProblem(err instanceof ApiError && err.status === 410 ? err.message : fail(err).message),
    onSuccess: (rating) => {
      setProblem(null);
      setAdded(rating.comment);
    },
  });

  return (
    <>
      <div id={statusId} role="status" aria-live="polite">
        {added !== null && <Text>{t("support.rate.commentSent")}</Text>}
      </div>
      {added !== null ? (
        added && <Text className="pre-wrap">{added}</Text>
      ) : (
        <form {...form.formProps} aria-label={t("support.rate.commentLabel")}>
          <Stack gap="sm">
            {problem && (
              <Text size="sm" c="var(--pc-danger)" role="alert">
                {problem}
              </Text>
            )}
            <Textarea label={t("support.rate.commentLabel")} autosize minRows={3} {...form.input("comment")} />
            <Button type="submit" loading={form.submitting} style={{ alignSelf: "flex-start" }}>
              {t("support.rate.send")}
            </Button>
          </Stack>
        </form>
      )}
    </>
  );
}
