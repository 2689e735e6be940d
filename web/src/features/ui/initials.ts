/** Up to two letters of a name, for its circle: "Asha Verma" is AV, "Priya" PR. */
export function initials(name = ""): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (words.length > 1 ? words.map((w) => [...w][0]).join("") : (words[0] ?? "")).slice(0, 2).toUpperCase();
}
