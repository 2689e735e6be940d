import { Button, CloseButton, Group, Progress, Text } from "@mantine/core";
import "@mantine/core/styles/Progress.layer.css";
import { useId, useRef, useState, type ClipboardEvent, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { CONSTANTS } from "../../wasm/constants";
import { fileSize } from "./fileSize";
import type { Attachments } from "./useAttachments";
import "./attachments.css";

/**
 * The files of a message being written: a drop zone with a button that opens the file picker, and
 * each file with its progress, its refusal next to it, and a button that takes it off. Pasting an
 * image into the message's text box adds it too (`pasteInto`).
 */
export function AttachmentField({ files, error }: { files: Attachments; error?: string }) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();
  const errorId = useId();

  const dropped = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    files.add(e.dataTransfer.files);
  };

  return (
    <div className="attachment-field">
      <div
        className="attachment-drop"
        data-over={over || undefined}
        onDragOver={(e) => {
          e.preventDefault();
          e.dataTransfer.dropEffect = "copy";
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={dropped}
      >
        <Button
          variant="default"
          size="compact-sm"
          onClick={() => input.current?.click()}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        >
          {t("attachments.choose")}
        </Button>
        <Text size="sm" c="var(--pc-text-muted)" id={hintId}>
          {t("attachments.hint", { size: fileSize(files.limits.maxBytes, i18n.language), max: files.limits.maxFiles })}
        </Text>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          tabIndex={-1}
          accept={CONSTANTS.attachments.accept}
          data-testid="attachment-input"
          onChange={(e) => {
            if (e.currentTarget.files) files.add(e.currentTarget.files);
            e.currentTarget.value = "";
          }}
        />
      </div>
      {error && (
        <Text size="sm" c="var(--pc-danger)" id={errorId} role="alert">
          {error}
        </Text>
      )}
      {files.files.length > 0 && (
        <ul className="plain-list attachment-pending" aria-label={t("attachments.toSend")}>
          {files.files.map((f) => (
            <li key={f.key} data-state={f.state}>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm" className="attachment-name" title={f.name}>
                  {f.name} <span className="attachment-size">({fileSize(f.size, i18n.language)})</span>
                </Text>
                <CloseButton size="sm" aria-label={t("attachments.remove", { name: f.name })} onClick={() => files.remove(f.key)} />
              </Group>
              {(f.state === "uploading" || f.state === "checking") && (
                <Progress value={Math.round(f.progress * 100)} size="sm" aria-label={t("attachments.uploading", { name: f.name })} />
              )}
              {f.state === "done" && (
                <Text size="xs" c="var(--pc-success)">
                  {t("attachments.uploaded")}
                </Text>
              )}
              {f.state === "failed" && (
                <Text size="sm" c="var(--pc-danger)" role="alert">
                  {f.error}
                </Text>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A text box's paste handler: a pasted screenshot or copied file joins the message's files. */
export function pasteInto(files: Attachments) {
  return (e: ClipboardEvent<HTMLElement>) => {
    const pasted = [...e.clipboardData.files];
    if (pasted.length === 0) return;
    // Only files: text pasted alongside (a spreadsheet's cells copied as an image too) stays text.
    if (!e.clipboardData.types.includes("text/plain")) e.preventDefault();
    files.add(pasted);
  };
}
