import { useLocation } from "react-router";
import { InvitationScreen } from "../../features/account/InvitationScreen";
import { tokenFromHash } from "../../features/account/linkToken";
import { loadWasm } from "../../wasm";
import { titleMeta } from "../../titleMeta";

/** The password rule runs through the WASM module: have it before the page shows. */
export async function clientLoader() {
  await loadWasm();
  return null;
}

export const meta = titleMeta("Your invitation | Portico");

/** `/invitation#<token>`, from the email staff send a new client. */
export default function Invitation() {
  const token = tokenFromHash(useLocation().hash);
  return <InvitationScreen key={token} token={token} />;
}
