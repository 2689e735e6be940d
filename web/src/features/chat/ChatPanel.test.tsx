import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { loadWasm, type Wasm } from "../../wasm";
import ChatPanel from "./ChatPanel";

let w: Wasm;
beforeAll(async () => {
  w = await loadWasm();
});

function renderChat() {
  render(
    <MemoryRouter>
      <ChatPanel open onClose={() => {}} />
    </MemoryRouter>,
  );
  return screen.getByRole("log");
}

async function say(text: string) {
  const input = screen.getByRole("textbox", { name: "Your message" });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.submit(input.closest("form") as HTMLFormElement);
}

describe("ChatPanel", () => {
  it("plays the shared script: greeting, name, topic, expert; Yes ends with the contact link", async () => {
    const log = renderChat();
    const start = w.chatStart();
    for (const reply of start.replies) expect(await within(log).findByText(reply.text)).toBeTruthy();

    await say("Ann");
    const topic = w.chatStep(start.state, "Ann");
    expect(await within(log).findByText(topic.replies[0]?.text ?? "?")).toBeTruthy();
    const offered = within(screen.getByRole("group", { name: "Suggested answers" })).getAllByRole("button");
    expect(offered.map((b) => b.textContent)).toEqual(topic.replies[0]?.options);

    fireEvent.click(screen.getByRole("button", { name: "Web Development" }));
    const expert = w.chatStep(topic.state, "Web Development");
    expect(await within(log).findByText(expert.replies[0]?.text ?? "?")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    const done = w.chatStep(expert.state, "Yes");
    expect(done.state.step).toBe("done");
    const link = done.replies.find((r) => r.link)?.link;
    expect(within(log).getByRole("link", { name: link?.label }).getAttribute("href")).toBe(link?.href);
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.getByRole("button", { name: "Start a new conversation" })).toBeTruthy();
  });

  it("No ends politely, without a link", async () => {
    const log = renderChat();
    await within(log).findByText(w.chatStart().replies[1]?.text ?? "?");
    await say("Ravi");
    fireEvent.click(await screen.findByRole("button", { name: "Data Solutions" }));
    fireEvent.click(await screen.findByRole("button", { name: "No" }));
    let state = w.chatStart().state;
    for (const input of ["Ravi", "Data Solutions", "No"]) state = w.chatStep(state, input).state;
    expect(state.step).toBe("done");
    expect(await within(log).findByText(/^Thank you for visiting, Ravi\./)).toBeTruthy();
    expect(within(log).queryByRole("link")).toBeNull();
  });
});
