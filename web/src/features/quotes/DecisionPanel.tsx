import { Button, Group, Textarea, TextInput, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/client";
import { wasm } from "../../wasm";
import { useRuleForm } from "../forms/useRuleForm";
import { decideQuote, type Quote } from "./api";
import { SignaturePad } from "./SignaturePad";

export type Decided = "accepted" | "declined";

interface Props {
  quote: Quote;
  /** The digest of the snapshot this page shows: the decision is taken on exactly that. */
  shown: string;
  /** The terms were shown to their end (`TermsBox`). */
  termsShown: boolean;
  onDecided(after: Quote, decided: Decided): void;
  /** A refusal that means the quote moved on (decided, replaced, expired, changed): read it again. */
  onStale(): void;
}

/** A decision that failed because the quote is no longer what the page shows. */
function stale(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 409 || err.status === 404 || err.field === "shown" || err.fields.some((f) => f.field === "shown"));
}

/**
 * Accept or decline, given last, below the whole quote (ADR 0044). Accepting is a signature: it
 * stays unavailable, and says why, until the terms were shown to their end and the signer typed
 * their full name; a drawn signature is optional. Declining asks why. The shared rule
 * (`validateQuoteDecision`, through WASM) checks both first, so its messages are the server's.
 */
export function DecisionPanel({ quote, shown, termsShown, onDecided, onStale }: Props) {
  const { t } = useTranslation();
  const [declining, setDeclining] = useState(false);
  const reasonBox = useRef<HTMLTextAreaElement>(null);
  const send = async (body: Parameters<typeof decideQuote>[1]) => {
    try {
      return await decideQuote(quote._id, body);
    } catch (err) {
      if (stale(err)) onStale();
      throw err;
    }
  };
  const accept = useRuleForm({
    initial: { signedName: "", signature: "" },
    rule: (v) => wasm().validateQuoteDecision(acceptBody(v)),
    submit: (v) => send(acceptBody(v)),
    success: null,
    failure: t("quote.sign.failed"),
    onSuccess: (after) => onDecided(after, "accepted"),
  });
  const decline = useRuleForm({
    initial: { reason: "" },
    rule: (v) => wasm().validateQuoteDecision({ decision: "decline", shown, reason: v.reason }),
    submit: (v) => send({ decision: "decline", shown, reason: v.reason }),
    success: null,
    failure: t("quote.sign.failed"),
    onSuccess: (after) => onDecided(after, "declined"),
  });
  function acceptBody(v: { signedName: string; signature: string }) {
    return { decision: "accept", shown, signedName: v.signedName, termsRead: termsShown, signature: v.signature === "" ? undefined : v.signature };
  }
  useEffect(() => {
    if (declining) reasonBox.current?.focus();
  }, [declining]);

  const named = accept.values.signedName.trim() !== "";
  const ready = termsShown && named;
  return (
    <section aria-labelledby="quote-sign" className="quote-section quote-sign card">
      <Title order={2} size="h3" id="quote-sign" mb="sm">
        {t("quote.sign.heading")}
      </Title>
      <form {...accept.formProps} aria-labelledby="quote-sign">
        <TextInput label={t("quote.sign.name")} description={t("quote.sign.nameHint")} autoComplete="name" required maw={420} {...accept.input("signedName")} />
        <SignaturePad value={accept.values.signature} onChange={(path) => accept.setValue("signature", path)} />
        {accept.errors.signature && (
          <p className="quote-error" role="alert">
            {accept.errors.signature}
          </p>
        )}
        <p className="quote-legal">{t("quote.sign.legal")}</p>
        <code className="quote-digest">{shown}</code>
        {!ready && (
          <div id="quote-accept-needs" className="quote-needs">
            <p>{t("quote.sign.needs")}</p>
            <ul>
              <Need done={termsShown} text={t("quote.sign.needTerms")} />
              <Need done={named} text={t("quote.sign.needName")} />
            </ul>
          </div>
        )}
        {accept.errors.termsRead && (
          <p className="quote-error" role="alert">
            {accept.errors.termsRead}
          </p>
        )}
        <Group gap="sm" mt="md">
          <Button type="submit" disabled={!ready} loading={accept.submitting} aria-describedby={ready ? undefined : "quote-accept-needs"}>
            {t("quote.sign.accept")}
          </Button>
          {!declining && (
            <Button variant="default" onClick={() => setDeclining(true)}>
              {t("quote.sign.decline")}
            </Button>
          )}
        </Group>
      </form>
      {declining && (
        <form {...decline.formProps} className="quote-decline" aria-label={t("quote.sign.decline")}>
          <Textarea ref={reasonBox} label={t("quote.sign.reason")} description={t("quote.sign.reasonHint")} required autosize minRows={3} {...decline.input("reason")} />
          <Group gap="sm" mt="sm">
            <Button type="submit" color="red.9" loading={decline.submitting}>
              {t("quote.sign.sendDecline")}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                decline.reset();
                setDeclining(false);
              }}
            >
              {t("quote.sign.cancel")}
            </Button>
          </Group>
        </form>
      )}
    </section>
  );
}

/** One thing Accept waits for, ticked once done (in words too, for screen readers). */
function Need({ done, text }: { done: boolean; text: string }) {
  const { t } = useTranslation();
  return (
    <li data-done={done || undefined}>
      <span aria-hidden="true" className="quote-need-mark">
        {done ? "✓" : "○"}
      </span>{" "}
      {text}
      <span className="visually-hidden">: {done ? t("quote.sign.done") : t("quote.sign.toDo")}</span>
    </li>
  );
}
