import { HomePage } from "../../features/marketing/HomePage";

export { meta } from "./landing";

/** `/home`: the mobile menu's logo target, the same page as `/`. */
export default function Home() {
  return <HomePage />;
}
