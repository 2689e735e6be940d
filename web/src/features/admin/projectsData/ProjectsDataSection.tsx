import { ComingSoon } from "../SectionHeading";

/** Placeholder until the projectsData section is built: its heading and the coming-soon line. */
export default function ProjectsDataSection() {
  return <ComingSoon section="projectsData" />;
}
