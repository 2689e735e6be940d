import { useLocation } from "react-router";
import { applyStoredLanguage } from "../../features/portal/language";
import { parseRateHash } from "../../features/tickets/clock";
import { RateScreen } from "../../features/tickets/RateScreen";
import { loadSupportWords } from "../../features/tickets/words";
import { titleMeta } from "../../titleMeta";

/** Signed out, most likely: the page speaks the language this browser last used. */
export async function clientLoader() {
  await applyStoredLanguage();
  await loadSupportWords();
  return null;
}

export const meta = titleMeta("How did we do? | Portico");

/** `/rate#<token>&score=good`, from the "How did we do?" mail of a solved ticket. */
export default function Rate() {
  const { token, score } = parseRateHash(useLocation().hash);
  return <RateScreen key={`${token}|${score ?? ""}`} token={token} score={score} />;
}
