import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Dialog } from "../ui/Dialog";
import { rank, type Hit } from "./match";
import "./palette.css";

/**
 * Where the palette's hits come from: read once and filtered as the person types (a client's own
 * projects and tickets), or asked of the server for each query (staff: every client's).
 */
export type Source = { kind: "local"; load(signal: AbortSignal): Promise<Hit[]> } | { kind: "remote"; search(query: string, signal: AbortSignal): Promise<Hit[]> };

type Status = "idle" | "loading" | "ready" | "failed";

/** How long typing pauses before staff's query is asked (each keystroke would be three requests). */
const REMOTE_PAUSE_MS = 200;

/** The hits for `query` and where their reading stands. */
function useHits(source: Source, query: string): { hits: Hit[]; status: Status } {
  const [all, setAll] = useState<{ hits: Hit[]; status: Status }>({ hits: [], status: "loading" });
  const [found, setFound] = useState<{ query: string; hits: Hit[]; status: Status }>({ query: "", hits: [], status: "idle" });

  useEffect(() => {
    if (source.kind !== "local") return;
    const controller = new AbortController();
    source.load(controller.signal).then(
      (hits) => setAll({ hits, status: "ready" }),
      () => {
        if (!controller.signal.aborted) setAll({ hits: [], status: "failed" });
      },
    );
    return () => controller.abort();
  }, [source]);

  useEffect(() => {
    if (source.kind !== "remote" || query.trim() === "") return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setFound((f) => ({ ...f, status: "loading" }));
      source.search(query, controller.signal).then(
        (hits) => setFound({ query, hits, status: "ready" }),
        () => {
          if (!controller.signal.aborted) setFound({ query, hits: [], status: "failed" });
        },
      );
    }, REMOTE_PAUSE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [source, query]);

  if (source.kind === "local") return { hits: all.status === "ready" ? rank(all.hits, query) : [], status: all.status };
  if (query.trim() === "") return { hits: [], status: "idle" };
  // What the last answer found stays listed while the next query is asked.
  return { hits: found.hits, status: found.query === query ? found.status : "loading" };
}

/**
 * The command palette (Ctrl/⌘-K): a dialog holding a combobox, the ARIA pattern: focus stays in
 * the text box while ↑ and ↓ move through the listed hits (`aria-activedescendant`), Enter or a
 * click opens the one chosen, Escape closes, and focus goes back where it was (the native
 * `<dialog>`, `features/ui/Dialog`).
 */
export function Palette({ source, audience, onClose }: { source: Source; audience: "client" | "staff"; onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const { hits, status } = useHits(source, query);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const id = useId();
  const optionId = (i: number) => `${id}-hit-${i}`;
  const current = Math.min(active, hits.length - 1);

  useEffect(() => {
    list.current?.querySelector(`[id="${optionId(current)}"]`)?.scrollIntoView?.({ block: "nearest" });
  });

  function open(hit: Hit) {
    onClose();
    void navigate(hit.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const n = hits.length;
    if (event.key === "ArrowDown" && n > 0) setActive((current + 1) % n);
    else if (event.key === "ArrowUp" && n > 0) setActive((current - 1 + n) % n);
    else if (event.key === "Enter" && hits[current]) open(hits[current]);
    // Escape is the dialog's own: it closes and gives focus back where it was.
    else return;
    event.preventDefault();
  }

  const message =
    status === "failed"
      ? t("palette.failed")
      : status === "loading"
        ? t("palette.searching")
        : status === "idle"
          ? t("palette.typeToSearch")
          : hits.length === 0
            ? query.trim() === ""
              ? t("palette.empty")
              : t("palette.none", { query: query.trim() })
            : t("palette.count", { count: hits.length });

  return (
    <Dialog open onClose={onClose} labelledBy={`${id}-title`} className="palette" initialFocus={input}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t("palette.title")}
      </h2>
      <input
        ref={input}
        className="palette-input"
        type="text"
        role="combobox"
        aria-label={t(audience === "staff" ? "palette.labelStaff" : "palette.labelClient")}
        aria-expanded={hits.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={hits.length > 0 ? optionId(current) : undefined}
        placeholder={t(audience === "staff" ? "palette.placeholderStaff" : "palette.placeholderClient")}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(e) => {
          setQuery(e.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <ul ref={list} id={`${id}-list`} role="listbox" aria-label={t("palette.results")} className="palette-list">
        {hits.map((hit, i) => (
          <li
            key={`${hit.kind}:${hit.id}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === current}
            className="palette-option"
            // The text box keeps focus; the click opens.
            onMouseDown={(e) => e.preventDefault()}
            onMouseMove={() => i !== current && setActive(i)}
            onClick={() => open(hit)}
          >
            <span className="palette-kind">{t(`palette.kind.${hit.kind}`)}</span>
            <span className="palette-title">{hit.title}</span>
            {hit.detail && <span className="palette-detail">{hit.detail}</span>}
          </li>
        ))}
      </ul>
      <p className="palette-status" role="status">
        {message}
      </p>
      <p className="palette-keys" aria-hidden>
        {t("palette.keys")}
      </p>
    </Dialog>
  );
}
