import { ComingSoon } from "../SectionHeading";

/** Placeholder until the clientsData section is built: its heading and the coming-soon line. */
export default function ClientsDataSection() {
  return <ComingSoon section="clientsData" />;
}
