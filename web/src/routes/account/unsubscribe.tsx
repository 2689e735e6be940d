import { useLocation } from "react-router";
import { tokenFromHash } from "../../features/account/linkToken";
import { loadAccountWords } from "../../features/account/words";
import { UnsubscribeScreen } from "../../features/account/UnsubscribeScreen";
import { titleMeta } from "../../titleMeta";

/** The page's words (`account.*`) come with it: here before the page shows. */
export async function clientLoader() {
  await loadAccountWords();
  return null;
}

export const meta = titleMeta("Unsubscribe | Portico");

/** `/unsubscribe#<token>`, from the link at the foot of a notification email. */
export default function Unsubscribe() {
  const token = tokenFromHash(useLocation().hash);
  return <UnsubscribeScreen key={token} token={token} />;
}
