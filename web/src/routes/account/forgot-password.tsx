import { useSearchParams } from "react-router";
import { ForgotPasswordScreen } from "../../features/account/ForgotPasswordScreen";
import { loadAccountWords } from "../../features/account/words";
import { loadWasm } from "../../wasm";
import { titleMeta } from "../../titleMeta";

/** The form's rule runs through the WASM module: have it, and the page's words, before the page shows. */
export async function clientLoader() {
  await Promise.all([loadWasm(), loadAccountWords()]);
  return null;
}

export const meta = titleMeta("Forgot password | Portico");

/** `?staff=1` when it comes from the staff sign-in: the way back leads there. */
export default function ForgotPassword() {
  const [params] = useSearchParams();
  return <ForgotPasswordScreen staff={params.get("staff") === "1"} />;
}
