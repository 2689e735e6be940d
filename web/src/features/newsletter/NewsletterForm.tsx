import { Button, Group, TextInput } from "@mantine/core";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, newsletterSubmit } from "../../api/client";
import { loadWasm } from "../../wasm";

type Outcome = { kind: "success" | "error"; text: string } | null;

/**
 * Footer newsletter box (spec section 4): submitting disables the button; success or failure
 * clears the input and shows a message for the shared newsletter duration. After a non-OK answer
 * the button stays disabled; after a network failure it is enabled again when the message goes.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const [disabled, setDisabled] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabled) return;
    const w = await loadWasm();
    const problems = w.validateNewsletter({ email });
    if (problems.length > 0) {
      setFieldError(problems[0]?.message);
      return;
    }
    const showFor = w.constants().newsletterMessageMs;
    setDisabled(true);
    let enableAgain = false;
    try {
      await newsletterSubmit({ email });
      setOutcome({ kind: "success", text: t("newsletter.success") });
      enableAgain = true;
    } catch (err) {
      setOutcome({ kind: "error", text: t("newsletter.failure") });
      enableAgain = err instanceof ApiError && err.code === "network";
    }
    setEmail("");
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setOutcome(null);
      if (enableAgain) setDisabled(false);
    }, showFor);
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("newsletter.title")}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          aria-label={t("common.email")}
          placeholder={t("newsletter.placeholder")}
          type="email"
          autoComplete="email"
          value={email}
          error={fieldError}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setFieldError(undefined);
          }}
          style={{ flex: 1 }}
        />
        <Button type="submit" disabled={disabled}>
          {t("common.submit")}
        </Button>
      </Group>
      {outcome && (
        <p className="form-message" data-kind={outcome.kind} role="status">
          {outcome.text}
        </p>
      )}
    </form>
  );
}
