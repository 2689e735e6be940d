import { ComingSoon } from "../SectionHeading";

/** Placeholder until the submissions section is built: its heading and the coming-soon line. */
export default function SubmissionsSection() {
  return <ComingSoon section="submissions" />;
}
