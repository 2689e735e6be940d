import { useLocation } from "react-router";
import { OidcCallbackScreen } from "../../features/oidc/OidcCallbackScreen";
import { loadAccountWords } from "../../features/account/words";
import { applyStoredLanguage } from "../../features/portal/language";
import { titleMeta } from "../../titleMeta";

/**
 * Back from the identity provider, signed out or not: the page speaks the language this browser last
 * used, with its words (`oidc.*`, `account.*`) in it.
 */
export async function clientLoader() {
  await applyStoredLanguage();
  await loadAccountWords();
  return null;
}

export const meta = titleMeta("Sign in | Portico");

/** `/auth/oidc/callback?code=…&state=…` (or `?error=…`), where the identity provider sends the browser back. */
export default function OidcCallback() {
  const { search } = useLocation();
  return <OidcCallbackScreen search={search} />;
}
