import { NativeSelect } from "@mantine/core";
import type { Label } from "../../../../wasm";
import { labelColors } from "../../../labels/labelColors";
import type { Choice } from "../choices";
import { usePendingValue } from "../usePendingValue";

interface Props {
  /** The selector's name, e.g. "Status of Build the cart". */
  label: string;
  /** Shows `label` above the control; otherwise it is only its accessible name. */
  visibleLabel?: boolean;
  /** What the server holds. */
  value: string;
  choices: readonly Choice[];
  /** The Rust label of a value: the control takes its colours (To-Do red, Done green...). */
  toLabel(value: string): Label;
  /** Sends the change; resolves whether it worked (`useWrite`). */
  onChoose(value: string): Promise<boolean>;
}

/** A selector on a row (a task's status or priority, a goal's status) that writes as soon as it changes. */
export function RowSelect({ label, visibleLabel, value, choices, toLabel, onChoose }: Props) {
  const [shown, change] = usePendingValue(value);
  const colors = labelColors(toLabel(shown).color);
  return (
    <NativeSelect
      label={visibleLabel ? label : undefined}
      aria-label={visibleLabel ? undefined : label}
      size="xs"
      miw={visibleLabel ? 110 : 128}
      data={choices}
      value={shown}
      onChange={(e) => void change(e.currentTarget.value, onChoose)}
      styles={{ input: { backgroundColor: colors.background, color: colors.text, fontWeight: 700 } }}
    />
  );
}
