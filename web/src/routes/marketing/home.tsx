import { HomePage } from "../../features/marketing/HomePage";

export { meta } from "./landing";

export default function Home() {
  return <HomePage />;
}
