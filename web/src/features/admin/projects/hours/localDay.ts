/** `YYYY-MM-DD` of a day `offset` days from today, in the browser's own day (the day the work was done, as the person sees it). */
export function localDay(offset = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}
