import { ComingSoon } from "../SectionHeading";

/** Placeholder until the projects section is built: its heading and the coming-soon line. */
export default function ProjectsSection() {
  return <ComingSoon section="projects" />;
}
