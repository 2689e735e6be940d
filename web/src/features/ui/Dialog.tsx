import { useEffect, useRef, type ReactNode, type RefObject } from "react";

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
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      initialFocus?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocus]);

  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : "dialog"}
      aria-labelledby={labelledBy}
      onClose={onClose}
      // A click on the backdrop lands on the <dialog> itself; clicks inside land on its content.
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className="dialog-content">{children}</div>
    </dialog>
  );
}
