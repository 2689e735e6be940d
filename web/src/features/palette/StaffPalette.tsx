import { useMemo } from "react";
import { Palette, type Source } from "./Palette";
import { staffHits, type StaffLinks } from "./staffHits";

/** Staff's palette: every client, project and ticket, asked of the console's lists as they type. */
export default function StaffPalette({ links, onClose }: { links: StaffLinks; onClose(): void }) {
  const source = useMemo((): Source => ({ kind: "remote", search: (query, signal) => staffHits(query, links, signal) }), [links]);
  return <Palette source={source} audience="staff" onClose={onClose} />;
}
