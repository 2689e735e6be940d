import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { pushToastHost } from "../toasts/store";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes to the first, Shift+Tab from the first to the last. The page
 * behind is already inert; this keeps focus from leaving for the browser's own toolbar too.
 */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0,
  );
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

interface Props {
  open: boolean;
  /** Called when the dialog closes by itself: Escape, the backdrop, or a form with method="dialog". */
  onClose: () => void;
  /** Id of the element that names the dialog (its heading). */
  labelledBy: string;
  className?: string;
  /** Where focus goes on opening; the browser's choice (first focusable element) otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>` element: `showModal()` makes the rest of the page inert
 * (focus cannot leave it), Escape closes it, and closing returns focus to where it was. No library,
 * so the public pages can use it for the mobile menu and the Login modal at almost no cost.
 */
export function Dialog({ open, onClose, labelledBy, className, initialFocus, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    if (!dialog.open) dialog.showModal();
    initialFocus?.current?.focus();
    const releaseToasts = pushToastHost(dialog);
    return () => {
      releaseToasts();
      if (dialog.open) dialog.close();
    };
  }, [open, initialFocus]);

  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : "dialog"}
      aria-labelledby={labelledBy}
      onClose={onClose}
      onKeyDown={wrapTab}
      // A click on the backdrop lands on the <dialog> itself; clicks inside land on its content.
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className="dialog-content">{children}</div>
    </dialog>
  );
}
