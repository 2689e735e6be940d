import type { MetaDescriptor } from "react-router";

// Outside features/seo: that folder is bundled with the public pages' chrome (vite.config.ts), and
// importing it from a signed-in page would load that chunk too (10 KB on /dashboard and /admin).
/** The `meta` export of a page search engines do not see (signed-in and account pages): its title alone. */
export function titleMeta(title: string): () => MetaDescriptor[] {
  return () => [{ title }];
}
