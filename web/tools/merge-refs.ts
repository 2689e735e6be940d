// Stands in for `@floating-ui/react` where Mantine's ScrollArea imports it (see vite.config.ts,
// `scrollAreaOwnRefs`): the only thing it takes from there is this hook, which @mantine/hooks has.
import { useMergedRef } from "@mantine/hooks";
import type { Ref } from "react";

/** One callback ref for several (Floating UI's signature: the refs as an array of fixed length). */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}
