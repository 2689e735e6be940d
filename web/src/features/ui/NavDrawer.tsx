import { useId, useState, type ReactNode } from "react";
import "./navDrawer.css";

/**
 * A side navigation that becomes a drawer on a phone: below 48em only a button naming the current
 * place shows, and opens the whole list under it; picking a place (any link inside) closes it. On
 * wider screens the list is always there and the button is not. `nav` keeps its landmark name.
 */
export function NavDrawer({ label, current, className, children }: { label: string; current: string; className?: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <nav className={`${className ?? ""} nav-drawer`} aria-label={label} data-open={open}>
      <button type="button" className="nav-drawer-toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <span className="nav-drawer-current">{current}</span>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d={open ? "M3 10l5-5 5 5" : "M3 6l5 5 5-5"} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {/* A click on a link inside closes the drawer: the place it opens is shown instead. */}
      <div
        id={id}
        className="nav-drawer-body"
        onClick={(e) => {
          if ((e.target as HTMLElement).closest("a")) setOpen(false);
        }}
      >
        {children}
      </div>
    </nav>
  );
}
