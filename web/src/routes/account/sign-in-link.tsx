import { useLocation } from "react-router";
import { tokenFromHash } from "../../features/account/linkToken";
import { SignInLinkScreen } from "../../features/account/SignInLinkScreen";
import { titleMeta } from "../../titleMeta";

export const meta = titleMeta("Sign in | Portico");

/** `/signInLink#<token>`, from the one-time sign-in email. */
export default function SignInLink() {
  const token = tokenFromHash(useLocation().hash);
  return <SignInLinkScreen key={token} token={token} />;
}
