import { Button, Group, Modal, Text } from "@mantine/core";
import "@mantine/core/styles/Modal.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import { useCallback, useState, type ReactElement, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface ConfirmOptions {
  /** The question, e.g. "Delete Asha Verma?". */
  title: string;
  /** What will happen, in a sentence or two. */
  message: ReactNode;
  /** The confirming button, e.g. "Delete". */
  confirmLabel: string;
  /**
   * Runs on confirmation while the dialog stays open, its button busy and the dialog not closable;
   * the dialog closes when it settles. Pair with `useWrite`, which never throws.
   */
  onConfirm?: () => unknown;
  /**
   * `onConfirm` puts the keyboard somewhere itself (a secret shown once takes the focus): once
   * confirmed, the dialog does not give the focus back to the button that opened it. Cancelled, it
   * still does.
   */
  keepsFocus?: boolean;
}

interface Pending extends ConfirmOptions {
  settle(confirmed: boolean): void;
}

/**
 * The one confirmation for destructive actions, a Mantine `Modal`:
 * `const { confirm, dialog } = useConfirm()`, render `{dialog}`, then
 * `await confirm({ title, message, confirmLabel, onConfirm })` resolves `true` once confirmed (and
 * `onConfirm` done), `false` when cancelled. Focus starts on Cancel, the safe choice.
 */
export function useConfirm(): { confirm(options: ConfirmOptions): Promise<boolean>; dialog: ReactElement } {
  const { t } = useTranslation();
  // The question stays after an answer, so the dialog keeps its words while it animates closed.
  const [state, setState] = useState<{ question: Pending | null; open: boolean; returnFocus: boolean }>({
    question: null,
    open: false,
    returnFocus: true,
  });
  const [busy, setBusy] = useState(false);
  const { question: current, open } = state;

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        setState((previous) => {
          if (previous.open) previous.question?.settle(false);
          return { question: { ...options, settle: resolve }, open: true, returnFocus: true };
        });
      }),
    [],
  );

  function answer(confirmed: boolean) {
    current?.settle(confirmed);
    setState((previous) => ({ ...previous, open: false, returnFocus: !(confirmed && previous.question?.keepsFocus) }));
  }

  function cancel() {
    if (busy || !open) return;
    answer(false);
  }

  async function accept() {
    if (busy || !open || !current) return;
    setBusy(true);
    try {
      await current.onConfirm?.();
    } finally {
      setBusy(false);
      answer(true);
    }
  }

  const dialog = (
    <Modal
      opened={open}
      onClose={cancel}
      title={current?.title}
      centered
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
      withCloseButton={false}
      returnFocus={state.returnFocus}
    >
      {typeof current?.message === "string" ? <Text size="sm">{current.message}</Text> : current?.message}
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={cancel} disabled={busy} data-autofocus>
          {t("common.cancel")}
        </Button>
        <Button color="red.9" onClick={() => void accept()} loading={busy}>
          {current?.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );

  return { confirm, dialog };
}
