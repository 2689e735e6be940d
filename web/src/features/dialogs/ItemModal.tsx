import { Modal, type ModalProps } from "@mantine/core";
import "@mantine/core/styles/Modal.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface Props<T> {
  /** What the modal is about; null closes it. */
  item: T | null;
  onClose(): void;
  title(item: T): string;
  children(item: T): ReactNode;
  size?: ModalProps["size"];
  centered?: boolean;
  /** False when the body has its own Close button: one control, one name. */
  withCloseButton?: boolean;
}

/**
 * A modal about one thing (a ticket, a staff member, an issue): open while `item` is set, its title
 * and body drawn from it. The last item stays while the modal animates closed, so the words do not
 * vanish mid-fade; give the body a `key` from the item to start it afresh for another one.
 */
export function ItemModal<T>({ item, onClose, title, children, size = "lg", centered, withCloseButton = true }: Props<T>) {
  const { t } = useTranslation();
  const [last, setLast] = useState(item);
  if (item !== null && item !== last) setLast(item);
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={last !== null ? title(last) : ""}
      size={size}
      centered={centered}
      withCloseButton={withCloseButton}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {last !== null && children(last)}
    </Modal>
  );
}
