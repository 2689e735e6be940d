import { Loader, Modal, Text, UnstyledButton } from "@mantine/core";
import "@mantine/core/styles/Loader.layer.css";
import "@mantine/core/styles/Modal.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { attachmentBlob, attachmentThumbnail, type AttachmentView } from "../../api/attachments";
import { errorMessageKey, type Auth } from "../../api/client";
import { saveBlob } from "../data/download";
import { fileSize } from "./fileSize";
import "./attachments.css";

/**
 * A message's files, the same in the portal and the console: images as thumbnails that open
 * larger, PDFs opened in a new tab, everything else downloaded under its own name. Each is
 * fetched with the caller's token (no plain link could carry it); a file still being checked for
 * viruses, or found infected, says so and offers nothing to open.
 */
export function AttachmentList({ files, auth }: { files: readonly AttachmentView[]; auth: Auth }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <ul className="plain-list attachment-list" aria-label={t("attachments.files")}>
      {files.map((f) => (
        <li key={f._id}>
          <AttachmentItem file={f} auth={auth} />
        </li>
      ))}
    </ul>
  );
}

/** "PDF", "DOCX", "ZIP": the file's type as a card shows it, from its extension. */
function typeLabel(file: AttachmentView): string {
  return (file.name.split(".").pop() ?? "").toUpperCase().slice(0, 4);
}

/** One file as a message's list shows it: an image's thumbnail, a file to open or download, or why
 * it cannot be opened yet. Also what a project's Files list shows for each (`ProjectFiles`). */
export function AttachmentItem({ file, auth }: { file: AttachmentView; auth: Auth }) {
  const { t, i18n } = useTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  const size = fileSize(file.size, i18n.language);
  const blocked = file.scan === "pending" || file.scan === "infected";

  if (blocked) {
    return (
      <div className="attachment-card" data-blocked>
        <Text size="sm" fw={600} className="attachment-name">
          {file.name}
        </Text>
        <Text size="xs" c={file.scan === "infected" ? "var(--pc-danger)" : "var(--pc-text-muted)"}>
          {file.scan === "infected" ? t("attachments.infected") : t("attachments.pending")}
        </Text>
      </div>
    );
  }
  if (file.kind === "image" && file.inline) return <Thumbnail file={file} auth={auth} size={size} />;

  const open = async () => {
    setFailed(null);
    // Opened now, while the click still counts as the person's (a tab opened after the download
    // would be blocked), and pointed at the file once it is here.
    const tab = file.inline ? window.open("", "_blank") : null;
    try {
      const blob = await attachmentBlob(file._id, auth);
      if (tab) {
        const url = URL.createObjectURL(blob);
        tab.location.href = url;
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } else {
        saveBlob(blob, file.name);
      }
    } catch (err) {
      tab?.close();
      setFailed(t(errorMessageKey(err)));
    }
  };

  return (
    <div className="attachment-card">
      <UnstyledButton className="attachment-open" onClick={() => void open()}>
        <span className="attachment-kind" aria-hidden="true">
          {typeLabel(file)}
        </span>
        <span className="attachment-name">{file.name}</span>
        <span className="attachment-size">
          {size} · {file.inline ? t("attachments.opensInTab") : t("attachments.downloads")}
        </span>
      </UnstyledButton>
      {failed && (
        <Text size="xs" c="var(--pc-danger)" role="alert">
          {failed}
        </Text>
      )}
    </div>
  );
}

/** An object URL of what `load` fetches, released when the component goes or `load` changes. */
function useObjectUrl(load: ((signal: AbortSignal) => Promise<Blob>) | null) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    let made: string | null = null;
    load(controller.signal)
      .then((blob) => {
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [load]);
  return { url, failed };
}

/**
 * An image: the server's thumbnail (never the whole file, which may be 25 MB), a button that
 * shows the image itself larger in a dialog, fetched when opened. An image the server could not
 * shrink shows as a file to open.
 */
function Thumbnail({ file, auth, size }: { file: AttachmentView; auth: Auth; size: string }) {
  const { t } = useTranslation();
  const [large, setLarge] = useState(false);
  const thumbnail = useCallback((signal: AbortSignal) => attachmentThumbnail(file._id, auth, signal), [file._id, auth]);
  const whole = useCallback((signal: AbortSignal) => attachmentBlob(file._id, auth, signal), [file._id, auth]);
  const small = useObjectUrl(thumbnail);
  const big = useObjectUrl(large ? whole : null);

  return (
    <div className="attachment-card attachment-image">
      <UnstyledButton className="attachment-open" onClick={() => setLarge(true)}>
        <span className="attachment-thumb">
          {small.url ? (
            <img src={small.url} alt="" />
          ) : small.failed ? (
            <span className="attachment-kind" aria-hidden="true">
              {typeLabel(file)}
            </span>
          ) : null}
        </span>
        <span className="attachment-name">{file.name}</span>
        <span className="attachment-size">
          {size} · {t("attachments.opensLarger")}
        </span>
      </UnstyledButton>
      <Modal opened={large} onClose={() => setLarge(false)} title={file.name} size="auto" centered closeButtonProps={{ "aria-label": t("common.close") }}>
        {big.url ? (
          <img className="attachment-large" src={big.url} alt={file.name} />
        ) : big.failed ? (
          <Text size="sm" c="var(--pc-danger)" role="alert">
            {t("attachments.notLoaded")}
          </Text>
        ) : (
          <Loader size="sm" aria-label={t("attachments.loading", { name: file.name })} />
        )}
      </Modal>
    </div>
  );
}
