import { Modal } from "@mantine/core";
import "@mantine/core/styles/Modal.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A form in a modal: its fields start afresh each time it opens (the form mounts with it). */
export function FormModal({ opened, title, onClose, children }: { opened: boolean; title: string; onClose(): void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" closeButtonProps={{ "aria-label": t("common.close") }}>
      {opened && children}
    </Modal>
  );
}
