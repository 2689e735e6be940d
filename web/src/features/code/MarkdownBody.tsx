import { useEffect, useRef } from "react";

/**
 * An issue's, comment's or pull request's body, as HTML.
 *
 * Why `dangerouslySetInnerHTML` is safe here: `html` is never text a browser wrote. It is the
 * `bodyHtml` of the server's code views, Markdown the server rendered and sanitised itself
 * (server/src/codehost: raw HTML in the Markdown is escaped and shown as text, links keep only
 * http(s) and mailto addresses). Nothing else may be passed to this component.
 *
 * Links open in a new tab, without giving that tab a handle on this one (`noopener`) or our address
 * (`noreferrer`).
 */
export function MarkdownBody({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const a of ref.current?.querySelectorAll("a[href]") ?? []) {
      a.setAttribute("target", "_blank");
      a.setAttribute("rel", "noopener noreferrer");
    }
  }, [html]);
  return <div ref={ref} className="markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
