/**
 * The feed's address narrowed to one project (`?project=<id>`, staff's filter of the firm's
 * calendar), or as it is without one. The server answers an empty calendar for a project the
 * person cannot see, so nothing is checked here.
 */
export function withProject(url: string, project: string | null | undefined): string {
  if (!project) return url;
  const [base = url, hash] = url.split("#", 2);
  const joined = `${base}${base.includes("?") ? "&" : "?"}project=${encodeURIComponent(project)}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}
