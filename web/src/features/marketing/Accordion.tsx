import { useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from "react";
import { CONSTANTS } from "../../wasm/constants";

export interface AccordionItem {
  id: string;
  title: string;
  body: ReactNode;
}

interface Props {
  items: AccordionItem[];
  /** Prefix for the element ids, unique on the page. */
  idPrefix: string;
  headingLevel?: 2 | 3 | 4;
}

/**
 * A disclosure accordion in which several items may be open at once (product.md §2), following the
 * WAI-ARIA accordion pattern: each header is a button in a heading, with `aria-expanded` and
 * `aria-controls`; Up/Down/Home/End move between headers. Panels open in 0.3 s and close in 0.2 s
 * (the shared constants). Closed panels stay in the HTML, so their text is indexed, but are hidden
 * from assistive technology and the tab order.
 */
export function Accordion({ items, idPrefix, headingLevel = 3 }: Props) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  function toggle(id: string) {
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const target = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[
      event.key
    ];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  const timing = {
    "--accordion-open": `${CONSTANTS.accordionOpenMs}ms`,
    "--accordion-close": `${CONSTANTS.accordionCloseMs}ms`,
  } as CSSProperties;

  return (
    <div className="accordion" style={timing}>
      {items.map((item, index) => {
        const expanded = open.has(item.id);
        const buttonId = `${idPrefix}-${item.id}`;
        const panelId = `${buttonId}-panel`;
        return (
          <div key={item.id} className="accordion-item" data-open={expanded}>
            <Heading className="accordion-heading">
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(e) => onKeyDown(e, index)}
              >
                <span>{item.title}</span>
                <svg className="accordion-chevron" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                  <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion-panel">
              <div className="accordion-panel-inner">
                <div className="accordion-body">{item.body}</div>
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
