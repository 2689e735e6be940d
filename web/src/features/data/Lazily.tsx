import { Center } from "@mantine/core";
import { Suspense, type ReactNode } from "react";
import { Busy } from "./Busy";

/** A part of a screen in a chunk of its own: a spinner named `label` until the chunk is here. */
export function Lazily({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center py="md">
          <Busy label={label} />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
