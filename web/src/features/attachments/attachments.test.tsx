import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { AttachmentView } from "../../api/attachments";
import { setLanguage } from "../../i18n";
import { fakeApi } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { loadWasm } from "../../wasm";
import { AttachmentField, pasteInto } from "./AttachmentField";
import { AttachmentList } from "./AttachmentList";
import { fileSize } from "./fileSize";
import { useAttachments, type LimitsLoader, type Uploader } from "./useAttachments";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

beforeAll(async () => {
  await loadWasm();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function view(name: string, over: Partial<AttachmentView> = {}): AttachmentView {
  return { _id: `a-${name}`, name, size: 12, contentType: "image/png", kind: "image", inline: true, scan: "unscanned", ...over };
}

/** The server as configured by default. */
const DEFAULTS: LimitsLoader = async () => ({ maxBytes: 25 * 1024 * 1024, maxFiles: 10 });

/** A message's files, with a Send button that shows what `ready()` gives (or why not). */
function Harness({ upload, limits = DEFAULTS }: { upload: Uploader; limits?: LimitsLoader }) {
  const files = useAttachments("client", upload, limits);
  const [sent, setSent] = useState("");
  return (
    <>
      <textarea aria-label="Message" onPaste={pasteInto(files)} />
      <AttachmentField files={files} />
      <button type="button" onClick={() => void files.ready().then((ids) => setSent(ids.join(",")), (e: Error) => setSent(`refused: ${e.message}`))}>
        Send
      </button>
      <output>{sent}</output>
    </>
  );
}

function pick(files: File[]) {
  fireEvent.change(screen.getByTestId("attachment-input"), { target: { files } });
}

describe("the files of a message being written", () => {
  it("sends at most as many at once as the server takes from one person, the others in turn", async () => {
    const finishers: (() => void)[] = [];
    const upload = vi.fn<Uploader>((_file, name) => new Promise<void>((resolve) => finishers.push(resolve)).then(() => view(name)));
    const twoAtOnce: LimitsLoader = async () => ({ maxBytes: 25 * 1024 * 1024, maxFiles: 10, atOnce: 2 });
    renderWithProviders(<Harness upload={upload} limits={twoAtOnce} />);
    pick(["a", "b", "c", "d"].map((n) => new File([PNG], `${n}.png`, { type: "image/png" })));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    // Nothing more starts while two are under way.
    await new Promise((r) => setTimeout(r, 50));
    expect(upload).toHaveBeenCalledTimes(2);
    finishers.shift()?.();
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(3));
    finishers.splice(0).forEach((f) => f());
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(4));
    finishers.splice(0).forEach((f) => f());
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("a-a.png,a-b.png,a-c.png,a-d.png"));
  });

  it("uploads a picked file with its progress, and sends its id", async () => {
    let report: (f: number) => void = () => {};
    let finish: (v: AttachmentView) => void = () => {};
    const upload = vi.fn<Uploader>((_file, name, _auth, onProgress) => {
      report = onProgress;
      return new Promise((resolve) => (finish = resolve)).then(() => view(name));
    });
    renderWithProviders(<Harness upload={upload} />);
    pick([new File([PNG], "shot.png", { type: "image/png" })]);
    const list = await screen.findByRole("list", { name: "Files to send" });
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    report(0.5);
    const bar = await within(list).findByRole("progressbar", { name: "Uploading shot.png" });
    await waitFor(() => expect(bar.getAttribute("aria-valuenow")).toBe("50"));
    // Send waits for the upload still going.
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    finish(view("shot.png"));
    expect(await within(list).findByText("Uploaded")).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("a-shot.png"));
  });

  it("refuses, next to the file and before sending a byte, what the shared rule refuses", async () => {
    const upload = vi.fn<Uploader>();
    renderWithProviders(<Harness upload={upload} />);
    pick([
      new File(["<html><script>alert(1)</script>"], "page.html"),
      new File(["<html><script>alert(1)</script>"], "cat.png"),
      new File([], "empty.txt"),
    ]);
    const list = await screen.findByRole("list", { name: "Files to send" });
    await waitFor(() => expect(within(list).getAllByRole("alert")).toHaveLength(3));
    const said = within(list)
      .getAllByRole("alert")
      .map((a) => a.textContent);
    expect(said).toEqual([
      "This type of file can't be attached. Attach images, PDFs, office documents, text or zip files.",
      "This file's content doesn't match its name. Save it again in its own format.",
      "This file is empty.",
    ]);
    expect(upload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("refused: A file could not be uploaded: remove it or attach it again."));
    // Taken off, the message can go (with no file).
    for (const name of ["page.html", "cat.png", "empty.txt"]) fireEvent.click(screen.getByRole("button", { name: `Remove ${name}` }));
    expect(screen.queryByRole("list", { name: "Files to send" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(""));
  });

  it("takes a pasted screenshot, stops at ten files, and removes an uploaded one from the server", async () => {
    const api = fakeApi({ "DELETE /api/attachments/a-image.png": () => [204] });
    const upload = vi.fn<Uploader>(async (_f, name) => view(name));
    renderWithProviders(<Harness upload={upload} />);
    const shot = new File([PNG], "image.png", { type: "image/png" });
    fireEvent.paste(screen.getByRole("textbox", { name: "Message" }), { clipboardData: { files: [shot], types: ["Files"] } });
    const list = await screen.findByRole("list", { name: "Files to send" });
    expect(await within(list).findByText("Uploaded")).toBeTruthy();
    pick(Array.from({ length: 10 }, (_, i) => new File(["notes"], `n${i}.txt`)));
    await waitFor(() => expect(within(list).getAllByRole("alert")).toHaveLength(1));
    expect(within(list).getByRole("alert").textContent).toBe("Attach at most 10 files to one message.");
    expect(upload).toHaveBeenCalledTimes(10);
    fireEvent.click(screen.getByRole("button", { name: "Remove image.png" }));
    await waitFor(() => expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain("DELETE /api/attachments/a-image.png"));
  });
});

/** A file that says it holds `size` bytes (only its first bytes are ever read before upload). */
function sized(name: string, head: Uint8Array<ArrayBuffer>, size: number): File {
  const file = new File([head], name);
  Object.defineProperty(file, "size", { value: size });
  return file;
}

describe("the largest file, as this server is configured", () => {
  it("is the server's figure: said in the hint, checked before sending, stated in the refusal in each language", async () => {
    const MB = 1024 * 1024;
    const limits = vi.fn<LimitsLoader>(async () => ({ maxBytes: 100 * MB, maxFiles: 10 }));
    const upload = vi.fn<Uploader>(async (_f, name) => view(name));
    const { unmount } = renderWithProviders(<Harness upload={upload} limits={limits} />);
    expect(await screen.findByText(/Up to 10 files of 100 MB each/)).toBeTruthy();
    // Past the default 25 MB, within this server's 100 MB: sent.
    pick([sized("big.png", PNG, 60 * MB), sized("huge.png", PNG, 100 * MB + 1)]);
    const list = await screen.findByRole("list", { name: "Files to send" });
    expect(await within(list).findByText("Uploaded")).toBeTruthy();
    expect((await within(list).findByRole("alert")).textContent).toBe("This file is larger than 100 MB.");
    expect(upload).toHaveBeenCalledTimes(1);
    unmount();

    await setLanguage("fr");
    try {
      renderWithProviders(<Harness upload={upload} limits={limits} />);
      pick([sized("huge.png", PNG, 100 * MB + 1)]);
      const french = await screen.findByRole("list", { name: /./ });
      expect((await within(french).findByRole("alert")).textContent).toBe("Ce fichier dépasse 100\u202fMo.");
    } finally {
      await setLanguage("en");
    }
    // Asked once for every field of the page.
    expect(limits).toHaveBeenCalledTimes(1);
  });
});

describe("a file the virus scan blocked", () => {
  it("says so next to it and is not sent", async () => {
    const upload = vi.fn<Uploader>(async (_f, name) => view(name, { kind: "text", inline: false, scan: "infected" }));
    renderWithProviders(<Harness upload={upload} />);
    pick([new File(["report"], "report.txt")]);
    const list = await screen.findByRole("list", { name: "Files to send" });
    expect((await within(list).findByRole("alert")).textContent).toBe("Blocked: this file contains a virus.");
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toMatch(/^refused: /));
  });
});

describe("a message's files as shown", () => {
  it("names each with its size and says which cannot be opened yet", () => {
    renderWithProviders(
      <AttachmentList
        auth="client"
        files={[
          view("quote.pdf", { kind: "pdf", contentType: "application/pdf", size: 2_516_582 }),
          view("site.zip", { kind: "archive", inline: false, contentType: "application/zip", size: 900 }),
          view("new.docx", { kind: "document", inline: false, scan: "pending" }),
          view("bad.zip", { kind: "archive", inline: false, scan: "infected" }),
        ]}
      />,
    );
    const list = screen.getByRole("list", { name: "Attached files" });
    expect(within(list).getByRole("button", { name: /quote\.pdf.*2\.4 MB.*opens in a new tab/ })).toBeTruthy();
    expect(within(list).getByRole("button", { name: /site\.zip.*900 bytes.*downloads/ })).toBeTruthy();
    expect(within(list).getByText("Being checked for viruses: available in a minute.")).toBeTruthy();
    expect(within(list).getByText("Blocked: this file contains a virus.")).toBeTruthy();
    expect(within(list).getAllByRole("button")).toHaveLength(2);
  });

  it("writes sizes the way the language does", () => {
    expect(fileSize(12, "en")).toBe("12 bytes");
    expect(fileSize(25 * 1024 * 1024, "en")).toBe("25 MB");
    expect(fileSize(1536, "fr")).toMatch(/^1,5\s?ko$/);
  });
});
