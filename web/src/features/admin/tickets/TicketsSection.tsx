import { ComingSoon } from "../SectionHeading";

/** Placeholder until the tickets section is built: its heading and the coming-soon line. */
export default function TicketsSection() {
  return <ComingSoon section="tickets" />;
}
