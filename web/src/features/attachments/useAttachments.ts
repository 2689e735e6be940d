import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { attachmentLimits, removeAttachment, uploadAttachment, type AttachmentView } from "../../api/attachments";
import { ApiError, errorMessageKey, type Auth } from "../../api/client";
import { localizeFieldErrors } from "../../i18n/validation";
import { loadWasm } from "../../wasm";
import { CONSTANTS } from "../../wasm/constants";
import { fileSize } from "./fileSize";

/** One file of a message being written: checked, then uploading, then uploaded (or refused). */
export interface PendingFile {
  key: string;
  name: string;
  size: number;
  /** 0 to 1, while uploading. */
  progress: number;
  state: "checking" | "uploading" | "done" | "failed";
  /** Why it was refused, in the interface language. */
  error?: string;
  /** What the server kept, once uploaded. */
  view?: AttachmentView;
}

export type Uploader = typeof uploadAttachment;
export type LimitsLoader = (auth: Auth) => Promise<{ maxBytes: number; maxFiles: number; atOnce?: number }>;

/** What a file may be until the server has said: the rule's defaults (and two files at once,
 * which every server takes). */
const DEFAULT_LIMITS = { maxBytes: CONSTANTS.attachments.maxBytes, maxFiles: CONSTANTS.attachments.maxFiles, atOnce: 2 };
type Limits = typeof DEFAULT_LIMITS;

/** Uploads under way from this page: at most the server's `atOnce` (it refuses more from one
 * person); the others wait their turn, in the order they were added. */
let running = 0;
let waiting: (() => void)[] = [];
async function turn(atOnce: number, signal: AbortSignal): Promise<() => void> {
  while (running >= atOnce) {
    await new Promise<void>((resolve) => waiting.push(resolve));
    if (signal.aborted) throw new DOMException("The upload was removed", "AbortError");
  }
  running++;
  return () => {
    running--;
    // Each waiter looks again (one removed meanwhile gives its place up).
    const woken = waiting;
    waiting = [];
    woken.forEach((wake) => wake());
  };
}

/** The server's limits, asked once a page (they change only with its settings); the defaults when
 * it cannot be asked (the server checks again anyway), and asked again next time. */
const asked = new WeakMap<LimitsLoader, Map<Auth, Promise<Limits>>>();
function serverLimits(auth: Auth, load: LimitsLoader): Promise<Limits> {
  const byAuth = asked.get(load) ?? new Map<Auth, Promise<Limits>>();
  asked.set(load, byAuth);
  let limits = byAuth.get(auth);
  if (!limits) {
    limits = load(auth)
      .then((l) => {
        if (!(l.maxBytes > 0 && l.maxFiles > 0)) throw new Error("no limits in the answer");
        return { maxBytes: l.maxBytes, maxFiles: l.maxFiles, atOnce: l.atOnce && l.atOnce > 0 ? l.atOnce : DEFAULT_LIMITS.atOnce };
      })
      .catch(() => {
        byAuth.delete(auth);
        return DEFAULT_LIMITS;
      });
    byAuth.set(auth, limits);
  }
  return limits;
}

let nextKey = 0;

/**
 * The files of one message (a new ticket, a reply): each is checked by the shared rule in the
 * browser (type by name and by its first bytes, size), then uploaded at once with its progress, so
 * sending the message only names what is already there. A file removed before sending is aborted
 * or removed from the server. `ready()`, on submit, waits for uploads still going and gives the
 * ids; `clear()` after the message is sent forgets them (they belong to the message now).
 */
export function useAttachments(auth: Auth, upload: Uploader = uploadAttachment, loadLimits: LimitsLoader = attachmentLimits) {
  const { t, i18n } = useTranslation();
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [limits, setLimits] = useState(DEFAULT_LIMITS);
  useEffect(() => {
    let live = true;
    void serverLimits(auth, loadLimits).then((l) => live && setLimits(l));
    return () => {
      live = false;
    };
  }, [auth, loadLimits]);
  // What the callbacks read without waiting for a render: the list, and each upload's job.
  const current = useRef<PendingFile[]>([]);
  const jobs = useRef(new Map<string, { controller: AbortController; done: Promise<void> }>());

  const commit = useCallback((next: PendingFile[]) => {
    current.current = next;
    setFiles(next);
  }, []);
  const update = useCallback(
    (key: string, patch: Partial<PendingFile>) => commit(current.current.map((f) => (f.key === key ? { ...f, ...patch } : f))),
    [commit],
  );

  /** A refusal in the interface language, stating this server's largest file. */
  const localized = useCallback(
    (errors: Parameters<typeof localizeFieldErrors>[0], maxBytes: number) =>
      localizeFieldErrors(errors, i18n.language, { size: fileSize(maxBytes, i18n.language) })[0],
    [i18n.language],
  );

  const refusal = useCallback(
    (err: unknown, maxBytes: number): string => {
      if (err instanceof ApiError) {
        const field = localized(err.fields.length ? err.fields : err.field ? [{ field: err.field, code: err.code, message: err.message }] : [], maxBytes);
        if (field) return field.message;
      }
      return t(errorMessageKey(err));
    },
    [localized, t],
  );

  const start = useCallback(
    (file: File, key: string, before: number) => {
      const controller = new AbortController();
      const done = (async () => {
        const { maxBytes, atOnce } = await serverLimits(auth, loadLimits);
        try {
          const head = new Uint8Array(await file.slice(0, CONSTANTS.attachments.sniffBytes).arrayBuffer());
          const refused = localized((await loadWasm()).checkAttachment(file.name, file.size, head, before, maxBytes), maxBytes);
          if (refused) return update(key, { state: "failed", error: refused.message });
        } catch (err) {
          // The file could not be read (moved or deleted since it was picked).
          return update(key, { state: "failed", error: refusal(err, maxBytes) });
        }
        let release = () => {};
        try {
          release = await turn(atOnce, controller.signal);
          update(key, { state: "uploading" });
          const view = await upload(file, file.name, auth, (progress) => update(key, { progress }), controller.signal);
          // Kept by the server but never to be opened: not sent with the message either.
          if (view.scan === "infected") return update(key, { state: "failed", error: t("attachments.infected") });
          update(key, { state: "done", progress: 1, view });
        } catch (err) {
          if (controller.signal.aborted) return;
          update(key, { state: "failed", error: refusal(err, maxBytes) });
        } finally {
          release();
        }
      })();
      jobs.current.set(key, { controller, done });
    },
    [auth, loadLimits, localized, refusal, t, update, upload],
  );

  /**
   * Adds files (picked, dropped or pasted). Each is counted after the files the message already
   * holds (a refused one holds no place), so past the most a message takes, each says so.
   */
  const add = useCallback(
    (picked: Iterable<File>) => {
      let before = current.current.filter((f) => f.state !== "failed").length;
      const added = [...picked].map((file) => ({ file, key: `file-${++nextKey}`, before: before++ }));
      if (added.length === 0) return;
      commit([
        ...current.current,
        ...added.map(({ file, key }): PendingFile => ({ key, name: file.name || "file", size: file.size, progress: 0, state: "checking" })),
      ]);
      for (const { file, key, before: n } of added) start(file, key, n);
    },
    [commit, start],
  );

  /** Takes a file off the message: stops its upload, or removes it from the server. */
  const remove = useCallback(
    (key: string) => {
      const file = current.current.find((f) => f.key === key);
      jobs.current.get(key)?.controller.abort();
      jobs.current.delete(key);
      commit(current.current.filter((f) => f.key !== key));
      // Left on the server otherwise until its nightly sweep: not an error the person must see.
      if (file?.view) void removeAttachment(file.view._id, auth).catch(() => undefined);
    },
    [auth, commit],
  );

  /** On submit: waits for uploads still going, then the ids to send (throws if one was refused). */
  const ready = useCallback(async (): Promise<string[]> => {
    await Promise.all([...jobs.current.values()].map((j) => j.done));
    const list = current.current;
    // Said as the server would say it, so the form reports it like any refused field; each
    // refused file says why next to it.
    if (list.some((f) => f.state !== "done")) throw new ApiError(400, "validation_failed", t("attachments.notReady"), "attachments", [], auth);
    return list.flatMap((f) => (f.view ? [f.view._id] : []));
  }, [auth, t]);

  /** After the message was sent: its files are its own now. */
  const clear = useCallback(() => {
    jobs.current.clear();
    commit([]);
  }, [commit]);

  const uploading = files.some((f) => f.state === "checking" || f.state === "uploading");
  return { files, add, remove, ready, clear, uploading, limits };
}

export type Attachments = ReturnType<typeof useAttachments>;
