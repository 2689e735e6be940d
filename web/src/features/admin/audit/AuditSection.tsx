import { ComingSoon } from "../SectionHeading";

/** Placeholder until the audit section is built: its heading and the coming-soon line. */
export default function AuditSection() {
  return <ComingSoon section="audit" />;
}
