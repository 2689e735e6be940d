import { Button, TextInput } from "@mantine/core";
import { useClipboard } from "@mantine/hooks";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";

interface Props {
  label: string;
  value: string;
  /** The button's words, naming what it copies ("Copy link", "Copy secret"). */
  copyLabel: string;
  /** A line under the field, read out with it. */
  description?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Something to paste elsewhere (a calendar link, a secret): a read-only field that selects its
 * text on focus (to copy by hand), a Copy button, and a status beside it that says "Copied", or
 * that the browser refused, both seen and read out (the status is there, empty, before it speaks,
 * so screen readers hear it change).
 */
export function CopyField({ label, value, copyLabel, description, inputRef }: Props) {
  const { t } = useTranslation();
  const clipboard = useClipboard({ timeout: 4000 });
  return (
    <div className="copy-field">
      <TextInput
        ref={inputRef}
        label={label}
        description={description}
        value={value}
        readOnly
        spellCheck={false}
        onFocus={(e) => e.currentTarget.select()}
        classNames={{ root: "copy-field-input", input: "copy-field-value" }}
      />
      <div className="copy-field-action">
        <Button variant="light" onClick={() => clipboard.copy(value)}>
          {copyLabel}
        </Button>
        <span role="status" className="copy-field-status" data-kind={clipboard.copied ? "done" : clipboard.error ? "failed" : undefined}>
          {clipboard.copied ? t("integrations.copied") : clipboard.error ? t("integrations.copyFailed") : ""}
        </span>
      </div>
    </div>
  );
}
