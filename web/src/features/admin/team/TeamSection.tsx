import { ComingSoon } from "../SectionHeading";

export default function TeamSection() {
  return <ComingSoon section="team" />;
}
