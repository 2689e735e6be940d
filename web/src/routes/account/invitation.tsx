import { useLocation } from "react-router";
import { InvitationScreen } from "../../features/account/InvitationScreen";
import { tokenFromHash } from "../../features/account/linkToken";
import { loadAccountWords } from "../../features/account/words";
import { loadWasm } from "../../wasm";
import { titleMeta } from "../../titleMeta";

/** The password rule runs through the WASM module: have it, and the page's words, before the page shows. */
export async function clientLoader() {
  await Promise.all([loadWasm(), loadAccountWords()]);
  return null;
}

export const meta = titleMeta("Your invitation | Portico");

/** `/invitation#<token>`, from the email staff send a new client. */
export default function Invitation() {
  const token = tokenFromHash(useLocation().hash);
  return <InvitationScreen key={token} token={token} />;
}
