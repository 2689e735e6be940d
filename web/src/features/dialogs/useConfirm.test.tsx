import { Button } from "@mantine/core";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { useConfirm } from "./useConfirm";

function DeleteButton({ onConfirm, onAnswer }: { onConfirm: () => Promise<void>; onAnswer: (yes: boolean) => void }) {
  const { confirm, dialog } = useConfirm();
  return (
    <>
      <Button
        onClick={async () =>
          onAnswer(await confirm({ title: "Delete Asha?", message: "This cannot be undone.", confirmLabel: "Delete", onConfirm }))
        }
      >
        Delete member
      </Button>
      {dialog}
    </>
  );
}

describe("useConfirm", () => {
  it("asks first, starting on Cancel; Cancel does nothing", async () => {
    const onConfirm = vi.fn(async () => {});
    const onAnswer = vi.fn();
    renderWithProviders(<DeleteButton onConfirm={onConfirm} onAnswer={onAnswer} />);
    await userEvent.click(screen.getByRole("button", { name: "Delete member" }));

    const dialog = await screen.findByRole("dialog", { name: "Delete Asha?" });
    expect(dialog.textContent).toContain("This cannot be undone.");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancel" })));
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("runs the action while the dialog waits, then answers yes", async () => {
    let finish = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onAnswer = vi.fn();
    renderWithProviders(<DeleteButton onConfirm={onConfirm} onAnswer={onAnswer} />);
    await userEvent.click(screen.getByRole("button", { name: "Delete member" }));
    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Cancel" }).hasAttribute("disabled")).toBe(true);
    expect(onAnswer).not.toHaveBeenCalled();
    finish();
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
  });
});
