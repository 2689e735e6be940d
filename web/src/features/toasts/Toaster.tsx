import { CloseButton } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { dismissToast, useToasts, type Toast } from "./store";
import "./toasts.css";

/** One toast: its timer runs only while the pointer is not over it, and resumes with the time left. */
function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState(false);
  const remaining = useRef(toast.durationMs);

  useEffect(() => {
    if (hovered) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [hovered, toast.id]);

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
      <CloseButton size="sm" aria-label={t("common.close")} onClick={() => dismissToast(toast.id)} />
    </div>
  );
}

export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <section className="toaster" aria-label={t("common.notifications")} aria-live="polite">
      {toasts.map((item) => (
        <ToastItem key={item.id} toast={item} />
      ))}
    </section>
  );
}
