import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { dismissToast, setToastTimeLeft, toastTimeLeft, useToastHost, useToastLabels, useToasts, type Toast } from "./store";
// Its stylesheet (toasts.css) is inlined in the root's <head>, with root.css.

/** One toast: its timer runs only while the pointer is not over it, and resumes with the time left. */
function ToastItem({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  const [hovered, setHovered] = useState(false);

  useEffect(() => {
    if (hovered) return;
    const startedAt = Date.now();
    const left = toastTimeLeft(toast);
    const timer = setTimeout(() => dismissToast(toast.id), left);
    return () => {
      clearTimeout(timer);
      setToastTimeLeft(toast.id, Math.max(0, left - (Date.now() - startedAt)));
    };
  }, [hovered, toast]);

  return (
    <div
      className="toast"
      data-status={toast.status}
      role={toast.status === "error" ? "alert" : "status"}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div className="toast-body">
        <p className="toast-title">{toast.title}</p>
        {toast.description && <p className="toast-description">{toast.description}</p>}
      </div>
      <button type="button" className="toast-close" aria-label={closeLabel} onClick={() => dismissToast(toast.id)}>
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
          <path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

/**
 * Rendered once, in the root, so a toast survives the navigation that follows it (e.g. after login).
 * While a modal dialog is open the toasts render inside it, the only part of the page still live.
 */
export function Toaster() {
  const toasts = useToasts();
  const labels = useToastLabels();
  const host = useToastHost();
  const region = (
    <section className="toaster" aria-label={labels.region} aria-live="polite">
      {toasts.map((item) => (
        <ToastItem key={item.id} toast={item} closeLabel={labels.close} />
      ))}
    </section>
  );
  return host ? createPortal(region, host) : region;
}
