import { Modal } from "@mantine/core";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Modal.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import { useTranslation } from "react-i18next";
import { LoginForm } from "./LoginForm";

/** Loaded on first use (React.lazy) so the marketing pages do not ship the form up front. */
export default function LoginModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t("auth.loginTitle")} centered>
      <LoginForm variant="modal" onSuccess={onClose} />
    </Modal>
  );
}
