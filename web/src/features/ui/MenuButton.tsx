import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Link } from "react-router";

/** An entry of a `MenuButton`: a link to a page, or an action. */
export type MenuEntry = { label: string; to: string } | { label: string; onSelect: () => void };

interface Props {
  /** What the button shows (its accessible name comes from here: give hidden text if it is a picture). */
  button: ReactNode;
  buttonClassName?: string;
  /** The menu's name, shown as its heading. */
  label: string;
  /** Groups of entries, a separator between groups. */
  groups: MenuEntry[][];
}

/**
 * A menu button as WAI-ARIA's pattern describes it (https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/):
 * Enter, Space or Down opens on the first entry, Up on the last; Up, Down, Home, End move; Escape
 * closes back to the button; Tab or a click elsewhere closes. A few dozen lines instead of a
 * positioning library on every signed-in page (page weight, issue 24).
 */
export function MenuButton({ button, buttonClassName, label, groups }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  // Which entry takes focus when the menu opens: the first, or the last (opened with Up).
  const [start, setStart] = useState<"first" | "last">("first");

  const menuItems = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const list = menuItems();
    (start === "last" ? list[list.length - 1] : list[0])?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open, start]);

  function openAt(where: "first" | "last") {
    setStart(where);
    setOpen(true);
  }

  function close(refocus: boolean) {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  }

  function onButtonKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openAt(event.key === "ArrowUp" ? "last" : "first");
    }
  }

  function onMenuKey(event: KeyboardEvent<HTMLDivElement>) {
    const list = menuItems();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case "ArrowDown":
        return move(at + 1);
      case "ArrowUp":
        return move(at - 1);
      case "Home":
        return move(0);
      case "End":
        return move(list.length - 1);
      case "Escape":
        event.preventDefault();
        return close(true);
      case "Tab":
        return close(false);
    }
  }

  return (
    <div className="menu-button" ref={root}>
      <button
        ref={trigger}
        type="button"
        className={buttonClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? close(false) : openAt("first"))}
        onKeyDown={onButtonKey}
      >
        {button}
      </button>
      {open && (
        <div className="menu-button-list">
          <div id={`${id}-label`} className="menu-button-label">
            {label}
          </div>
          <div id={`${id}-menu`} role="menu" aria-labelledby={`${id}-label`} onKeyDown={onMenuKey}>
          {groups.map((group, g) => [
            g > 0 && <div key={`separator-${g}`} role="separator" className="menu-button-separator" />,
            ...group.map((entry) =>
              "to" in entry ? (
                <Link key={entry.label} role="menuitem" tabIndex={-1} to={entry.to} className="menu-button-item" onClick={() => close(false)}>
                  {entry.label}
                </Link>
              ) : (
                <button
                  key={entry.label}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className="menu-button-item"
                  onClick={() => {
                    close(false);
                    entry.onSelect();
                  }}
                >
                  {entry.label}
                </button>
              ),
            ),
          ])}
          </div>
        </div>
      )}
    </div>
  );
}
