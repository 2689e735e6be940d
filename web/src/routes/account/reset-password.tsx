import { useLocation } from "react-router";
import { tokenFromHash } from "../../features/account/linkToken";
import { ResetPasswordScreen } from "../../features/account/ResetPasswordScreen";
import { loadWasm } from "../../wasm";
import { titleMeta } from "../../titleMeta";

/** The password rule runs through the WASM module: have it before the page shows. */
export async function clientLoader() {
  await loadWasm();
  return null;
}

export const meta = titleMeta("Choose a new password | Portico");

/** `/resetPassword#<token>`, from the "Forgot password?" email. */
export default function ResetPassword() {
  const token = tokenFromHash(useLocation().hash);
  return <ResetPasswordScreen key={token} token={token} />;
}
