import { clientHits } from "./clientHits";
import { Palette, type Source } from "./Palette";

// One source for the palette's life: its projects and tickets are read when it first opens.
const SOURCE: Source = { kind: "local", load: clientHits };

/** A client's palette: their projects and tickets, as the portal shows them. */
export default function ClientPalette({ onClose }: { onClose(): void }) {
  return <Palette source={SOURCE} audience="client" onClose={onClose} />;
}
