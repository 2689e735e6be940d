import { ComingSoon } from "../SectionHeading";

/** Placeholder until the clients section is built: its heading and the coming-soon line. */
export default function ClientsSection() {
  return <ComingSoon section="clients" />;
}
