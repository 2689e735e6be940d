import { Table } from "@mantine/core";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { labelText } from "../../i18n/labels";
import type { Label } from "../../wasm";
import "./labels.css";
import { labelColors } from "./labelColors";

function style(label: Label): CSSProperties {
  const c = labelColors(label.color);
  return { backgroundColor: c.background, color: c.text };
}

/** A label (status, priority, flag) as a small coloured pill. */
export function LabelBadge({ label }: { label: Label }) {
  const { i18n } = useTranslation();
  return (
    <span className="label-badge" style={style(label)} data-color={label.color}>
      {labelText(label, i18n.language)}
    </span>
  );
}

/** A table cell filled with the label's colour (task status and priority columns). */
export function LabelCell({ label }: { label: Label }) {
  const { i18n } = useTranslation();
  return (
    <Table.Td className="label-cell" style={style(label)} data-color={label.color}>
      {labelText(label, i18n.language)}
    </Table.Td>
  );
}
