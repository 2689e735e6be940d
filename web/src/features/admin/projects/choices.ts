import { useTranslation } from "react-i18next";
import { GOAL_STATUS_VALUES, TASK_PRIORITY_VALUES } from "../../../api/admin";
import { labelText } from "../../../i18n/labels";
import { type Label } from "../../../wasm";
import { display } from "../../../wasm/display";
import { BOARD_ORDER } from "../../project/board";

/**
 * The values the staff selectors offer, as the API stores them (product.md §4). Their display
 * text and colour come from the Rust labels, never from here.
 */
export const TASK_STATUSES = BOARD_ORDER;
export const TASK_PRIORITIES = TASK_PRIORITY_VALUES;
export const GOAL_STATUSES = GOAL_STATUS_VALUES;

export interface Choice {
  value: string;
  label: string;
}

/**
 * Options for a selector over `values`, each named by its Rust label in the interface language. A
 * stored value outside the list (older data) is offered too, under the label it shows as, so the
 * selector never pretends the record holds something else.
 */
export function useChoices(values: readonly string[], toLabel: (value: string) => Label, current?: string): Choice[] {
  const { i18n } = useTranslation();
  const all = current !== undefined && !values.includes(current) ? [current, ...values] : values;
  return all.map((value) => ({ value, label: labelText(toLabel(value), i18n.language) }));
}

export const taskStatusLabel = (value: string) => display().taskStatusLabel(value);
export const taskPriorityLabel = (value: string) => display().taskPriorityLabel(value);
export const goalStatusLabel = (value: string) => display().goalStatusLabel(value);
