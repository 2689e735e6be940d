/** Where a project's workspace lives in the portal: `/clientHome/{title}`, a section in `?section=`. */
export function workspacePath(title: string, section?: string): string {
  const base = `/clientHome/${encodeURIComponent(title)}`;
  return section ? `${base}?section=${section}` : base;
}
