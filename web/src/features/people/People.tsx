import { lazy, type ComponentProps } from "react";
import { loadPeopleWords } from "../../i18n";
import { Lazily } from "../data/Lazily";

// Its own chunk, with its words in the interface language: the console's and the portal's first
// loads do not carry them.
const Panel = lazy(() => Promise.all([import("./PeoplePanel"), loadPeopleWords()]).then(([m]) => ({ default: m.PeoplePanel })));

/** A client company's people (`PeoplePanel`), loaded when a screen shows them. */
export function People(props: ComponentProps<typeof Panel>) {
  return (
    <Lazily>
      <Panel {...props} />
    </Lazily>
  );
}
