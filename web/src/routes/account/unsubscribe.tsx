import { useLocation } from "react-router";
import { tokenFromHash } from "../../features/account/linkToken";
import { UnsubscribeScreen } from "../../features/account/UnsubscribeScreen";
import { titleMeta } from "../../titleMeta";

export const meta = titleMeta("Unsubscribe | Portico");

/** `/unsubscribe#<token>`, from the link at the foot of a notification email. */
export default function Unsubscribe() {
  const token = tokenFromHash(useLocation().hash);
  return <UnsubscribeScreen key={token} token={token} />;
}
