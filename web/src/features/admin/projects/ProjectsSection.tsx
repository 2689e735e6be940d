import { useConsoleQuery } from "../consoleQuery";
import { ProjectDetail } from "./ProjectDetail";
import { ProjectList } from "./ProjectList";

/** Projects: the list, or one project when the URL names one (`?section=projects&project=<id>&tab=board`). */
export default function ProjectsSection() {
  const { params } = useConsoleQuery();
  const projectId = params.get("project");
  return projectId ? <ProjectDetail key={projectId} projectId={projectId} /> : <ProjectList />;
}
