import { Button, Text } from "@mantine/core";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { CopyField } from "./CopyField";

interface Props {
  /** What was made: "Your new token", "Signing secret for …". */
  title: string;
  /** The field's label ("Token", "Signing secret"). */
  label: string;
  secret: string;
  copyLabel: string;
  /** How to use it, under the warning. */
  hint?: string;
  onDone(): void;
}

/**
 * A secret the server shows once (a token, a webhook's signing secret): in a box that takes the
 * focus when it appears, so keyboard and screen-reader users land on it, with Copy and the warning
 * that it will not be shown again. "Done" puts it away for good.
 */
export function SecretOnce({ title, label, secret, copyLabel, hint, onDone }: Props) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const warningId = useId();

  useEffect(() => {
    box.current?.focus();
  }, [secret]);

  return (
    <div ref={box} className="secret-once" role="group" aria-labelledby={titleId} aria-describedby={warningId} tabIndex={-1}>
      <Text fw={700} id={titleId}>
        {title}
      </Text>
      <Text size="sm" id={warningId} className="secret-once-warning">
        {t("integrations.secretOnce")}
      </Text>
      <CopyField label={label} value={secret} copyLabel={copyLabel} />
      {hint && <Text size="sm">{hint}</Text>}
      <Button variant="default" onClick={onDone} style={{ alignSelf: "flex-start" }}>
        {t("integrations.secretDone")}
      </Button>
    </div>
  );
}
