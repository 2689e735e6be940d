import { Title } from "@mantine/core";
import { useEffect, useEffectEvent, useRef } from "react";
import { useTranslation } from "react-i18next";

/**
 * The terms in a bounded region that scrolls by itself (focusable, so the keyboard scrolls it:
 * arrows, Page Down, End), with a marker after their last line. Once that marker has been on
 * screen (inside the region's visible part and the window's), the terms were shown to their end:
 * `onShown` is told, once. Terms short enough to fit count as soon as they are seen whole.
 */
export function TermsBox({ terms, shown, onShown }: { terms: string; shown: boolean; onShown(): void }) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const reached = useEffectEvent(() => onShown());

  useEffect(() => {
    const marker = end.current;
    if (shown || !marker) return;
    // No observer (a very old browser): nothing can tell, so the terms are not held against the signer.
    if (typeof IntersectionObserver === "undefined") {
      reached();
      return;
    }
    // The window is the root: the marker is seen only when the region is scrolled to it and the
    // region itself is on screen (the region clips what it scrolls past).
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        reached();
      }
    });
    observer.observe(marker);
    return () => observer.disconnect();
  }, [shown]);

  const paragraphs = terms.split(/\n\s*\n/).filter((p) => p.trim() !== "");
  return (
    <section aria-labelledby="quote-terms" className="quote-section">
      <Title order={2} size="h3" id="quote-terms" mb="xs">
        {t("quote.terms.heading")}
      </Title>
      <p className="quote-muted" id="quote-terms-hint">
        {shown ? t("quote.terms.read") : t("quote.terms.toEnd")}
      </p>
      <div className="quote-terms" role="region" aria-label={t("quote.terms.region")} aria-describedby="quote-terms-hint" tabIndex={0} data-read={shown || undefined}>
        {paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
        <div ref={end} className="quote-terms-end" aria-hidden="true" data-testid="terms-end" />
      </div>
    </section>
  );
}
