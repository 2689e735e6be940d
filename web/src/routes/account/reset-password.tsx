import { useLocation } from "react-router";
import { tokenFromHash } from "../../features/account/linkToken";
import { loadAccountWords } from "../../features/account/words";
import { ResetPasswordScreen } from "../../features/account/ResetPasswordScreen";
import { loadWasm } from "../../wasm";
import { titleMeta } from "../../titleMeta";

/** The password rule runs through the WASM module: have it, and the page's words, before the page shows. */
export async function clientLoader() {
  await Promise.all([loadWasm(), loadAccountWords()]);
  return null;
}

export const meta = titleMeta("Choose a new password | Portico");

/** `/resetPassword#<token>`, from the "Forgot password?" email. */
export default function ResetPassword() {
  const token = tokenFromHash(useLocation().hash);
  return <ResetPasswordScreen key={token} token={token} />;
}
