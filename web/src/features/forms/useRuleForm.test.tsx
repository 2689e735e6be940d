import { Button, TextInput } from "@mantine/core";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTeamMember, type Member } from "../../api/admin";
import { renderWithProviders } from "../../test/render";
import { loadWasm, wasm, type Wasm } from "../../wasm";
import { CONSTANTS } from "../../wasm/constants";
import { toast } from "../toasts/store";
import { useRuleForm } from "./useRuleForm";

vi.mock("../toasts/store", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../toasts/store")>();
  return { ...actual, toast: vi.fn(actual.toast) };
});

let w: Wasm;
beforeAll(async () => {
  w = await loadWasm();
});

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  window.localStorage.setItem(CONSTANTS.adminTokenKey, "staff-token");
  assign = vi.fn();
  vi.stubGlobal("location", { ...window.location, pathname: "/admin", assign });
  vi.mocked(toast).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(status: number, body: unknown) {
  const stub = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );
  vi.stubGlobal("fetch", stub);
  return stub;
}

const EMPTY = { name: "", role: "", email: "" };

function MemberForm({ onSuccess }: { onSuccess?: (m: Member) => void }) {
  const form = useRuleForm({
    initial: EMPTY,
    rule: (v) => wasm().validateTeamMember(v),
    submit: createTeamMember,
    success: { title: "Team Added Successfully", durationMs: CONSTANTS.toastLongMs },
    failure: "Could not add the team member",
    onSuccess,
    resetOnSuccess: true,
  });
  return (
    <form {...form.formProps} aria-label="New member">
      <TextInput label="Name" {...form.input("name")} />
      <TextInput label="Role" {...form.input("role")} />
      <TextInput label="Email" {...form.input("email")} />
      <Button type="submit" loading={form.submitting}>
        Save
      </Button>
    </form>
  );
}

/** The message shown under a field (Mantine ties it to the control with aria-describedby). */
function messageUnder(label: string): string | null {
  const control = screen.getByLabelText(label);
  const ids = (control.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  const texts = ids.map((id) => document.getElementById(id)?.textContent ?? "").filter(Boolean);
  return control.getAttribute("aria-invalid") === "true" ? texts.join(" ") : null;
}

async function fill(values: Partial<typeof EMPTY>) {
  for (const [label, value] of [
    ["Name", values.name],
    ["Role", values.role],
    ["Email", values.email],
  ] as const) {
    if (value) await userEvent.type(screen.getByLabelText(label), value);
  }
}

describe("useRuleForm", () => {
  it("runs the shared rule first: its messages under their fields, focus on the first, nothing sent", async () => {
    const fetch = answer(201, {});
    renderWithProviders(<MemberForm />);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    const expected = w.validateTeamMember({ ...EMPTY, email: "" });
    const byField = Object.fromEntries(expected.map((e) => [e.field, e.message]));
    await waitFor(() => expect(messageUnder("Name")).toBe(byField.name));
    expect(messageUnder("Role")).toBe(byField.role);
    expect(messageUnder("Email")).toBe(byField.email);
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
    expect(fetch).not.toHaveBeenCalled();

    // Editing a field clears its message only.
    await userEvent.type(screen.getByLabelText("Name"), "A");
    expect(messageUnder("Name")).toBeNull();
    expect(messageUnder("Role")).toBe(byField.role);
  });

  it("maps the server's field errors (400 fields, 409 field) under the same fields, without a toast", async () => {
    answer(400, {
      error: {
        code: "validation_failed",
        message: "Some fields are not valid",
        fields: [{ field: "email", code: "invalid_email", message: "The server refuses this address" }],
      },
    });
    renderWithProviders(<MemberForm />);
    await fill({ name: "Asha", role: "Developer", email: "asha@example.com" });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(messageUnder("Email")).toBe("The server refuses this address"));
    expect(messageUnder("Name")).toBeNull();
    expect(toast).not.toHaveBeenCalled();

    answer(409, { error: { code: "conflict", message: "This email is already in use", field: "email" } });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(messageUnder("Email")).toBe("This email is already in use"));
    expect(toast).not.toHaveBeenCalled();
  });

  it("toasts what no field of the form can show", async () => {
    answer(400, {
      error: {
        code: "validation_failed",
        message: "Some fields are not valid",
        fields: [{ field: "joiningDate", code: "invalid_date", message: "Use YYYY-MM-DD" }],
      },
    });
    renderWithProviders(<MemberForm />);
    await fill({ name: "Asha", role: "Developer", email: "asha@example.com" });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: "Could not add the team member", description: "Use YYYY-MM-DD", status: "error" }),
    );

    answer(500, { error: { code: "internal", message: "boom" } });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith({
        title: "Could not add the team member",
        description: "Something went wrong on our side. Please try again later.",
        status: "error",
      }),
    );
  });

  it("sends the values, toasts success with the spec's duration, resets and calls onSuccess", async () => {
    const created = { _id: "m1", name: "Asha", role: "Developer", email: "asha@example.com" };
    const fetch = answer(201, created);
    const onSuccess = vi.fn();
    renderWithProviders(<MemberForm onSuccess={onSuccess} />);
    await fill({ name: "Asha", role: "Developer", email: "asha@example.com" });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(created));
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      name: "Asha",
      role: "Developer",
      email: "asha@example.com",
    });
    expect(toast).toHaveBeenCalledWith({ status: "success", title: "Team Added Successfully", durationMs: 9000 });
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("");
  });

  it("a 401 signs staff out through the API layer and says nothing more", async () => {
    answer(401, { error: { code: "unauthorized", message: "Session expired" } });
    renderWithProviders(<MemberForm />);
    await fill({ name: "Asha", role: "Developer", email: "asha@example.com" });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/adminLogin"));
    expect(window.localStorage.getItem(CONSTANTS.adminTokenKey)).toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });
});
