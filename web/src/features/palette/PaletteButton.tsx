import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { loadPaletteWords } from "../../i18n";
import type { StaffLinks } from "./staffHits";
import "./palette-button.css";

// The palette and its words are fetched when it is first opened (Ctrl/⌘-K or this button).
const ClientPalette = lazy(() => Promise.all([import("./ClientPalette"), loadPaletteWords()]).then(([m]) => m));
const StaffPalette = lazy(() => Promise.all([import("./StaffPalette"), loadPaletteWords()]).then(([m]) => m));

const MAC = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.userAgent);

/**
 * The command palette's button, and its shortcut (Ctrl-K, ⌘-K on a Mac) anywhere on the page:
 * jump to a project or a ticket by name (a client: their own), or to a client too (staff, with
 * `staffLinks`: where the console opens each record).
 */
export function PaletteButton({ staffLinks }: { staffLinks?: StaffLinks }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "k" || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className="palette-button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m12.8 12.8 4.7 4.7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="palette-button-text">{t("common.search")}</span>
        <kbd aria-hidden="true">{MAC ? "⌘K" : "Ctrl K"}</kbd>
      </button>
      {open && (
        <Suspense fallback={null}>{staffLinks ? <StaffPalette links={staffLinks} onClose={close} /> : <ClientPalette onClose={close} />}</Suspense>
      )}
    </>
  );
}
