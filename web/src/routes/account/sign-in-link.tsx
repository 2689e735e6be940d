import { useLocation } from "react-router";
import { tokenFromHash } from "../../features/account/linkToken";
import { loadAccountWords } from "../../features/account/words";
import { SignInLinkScreen } from "../../features/account/SignInLinkScreen";
import { titleMeta } from "../../titleMeta";

/** The page's words (`account.*`) come with it: here before the page shows. */
export async function clientLoader() {
  await loadAccountWords();
  return null;
}

export const meta = titleMeta("Sign in | Portico");

/** `/signInLink#<token>`, from the one-time sign-in email. */
export default function SignInLink() {
  const token = tokenFromHash(useLocation().hash);
  return <SignInLinkScreen key={token} token={token} />;
}
