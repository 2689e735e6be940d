import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { SITE } from "../../site";
import { loadWasm, type Wasm } from "../../wasm";
import type { ChatReply, ChatState } from "../../wasm/pkg/portico_wasm.js";
import { CloseIcon } from "../layout/icons";
import "./chat.css";

interface Message {
  id: number;
  from: "assistant" | "visitor";
  text: string;
  link?: ChatReply["link"];
}

/**
 * The scripted assistant (product.md §4). Its words and its flow are the shared state machine
 * (WASM `chatStart` / `chatStep`): this component only shows the replies, offers their options as
 * buttons, and hands back what the visitor types or picks. Nothing is sent or stored anywhere.
 */
export default function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [w, setW] = useState<Wasm | null>(null);
  const [state, setState] = useState<ChatState | null>(null);
  const [messages, setMessages] = useState<Message[]>([]);
  const [options, setOptions] = useState<string[]>([]);
  const [draft, setDraft] = useState("");
  const nextId = useRef(1);
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const restart = useRef<HTMLButtonElement>(null);

  function append(from: Message["from"], items: { text: string; link?: ChatReply["link"] }[]) {
    const added = items.map((m) => ({ id: nextId.current++, from, text: m.text, link: m.link }));
    setMessages((prev) => [...prev, ...added]);
  }

  function show(next: { state: ChatState; replies: ChatReply[] }) {
    setState(next.state);
    append("assistant", next.replies);
    setOptions(next.replies.at(-1)?.options ?? []);
  }

  // The module and the greeting, on first opening.
  useEffect(() => {
    let live = true;
    void loadWasm().then((mod) => {
      if (!live) return;
      setW(mod);
      const first = mod.chatStart();
      setState(first.state);
      setOptions(first.replies.at(-1)?.options ?? []);
      setMessages(first.replies.map((r) => ({ id: nextId.current++, from: "assistant", text: r.text, link: r.link })));
    });
    return () => {
      live = false;
    };
  }, []);

  const done = state?.step === "done";

  // Keep the keyboard where the conversation continues.
  useEffect(() => {
    if (!open || !w) return;
    if (!done) {
      input.current?.focus();
      return;
    }
    // The conversation ended: on the link it offered (the Yes branch), else on "start again".
    const links = log.current?.querySelectorAll<HTMLAnchorElement>("a");
    (links?.[links.length - 1] ?? restart.current)?.focus();
  }, [open, w, done]);

  // New messages scroll into view.
  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages]);

  function say(text: string) {
    if (!w || !state || done) return;
    const said = text.trim();
    if (!said) return;
    append("visitor", [{ text: said }]);
    show(w.chatStep(state, said));
    setDraft("");
    input.current?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    say(draft);
  }

  function startOver() {
    if (!w) return;
    setMessages([]);
    show(w.chatStart());
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
    }
  }

  return (
    <section
      id="chat-panel"
      className="chat-panel"
      role="dialog"
      aria-labelledby="chat-title"
      hidden={!open}
      onKeyDown={onKeyDown}
    >
      <div className="chat-header">
        <h2 id="chat-title">{SITE.name} assistant</h2>
        <button type="button" className="icon-button" aria-label="Close the chat" onClick={onClose}>
          <CloseIcon size={18} />
        </button>
      </div>
      <div className="chat-log" ref={log} role="log" aria-live="polite" aria-label="Conversation">
        {!w && <p className="chat-note">Loading…</p>}
        {messages.map((m) => (
          <p key={m.id} className="chat-message" data-from={m.from}>
            <span className="visually-hidden">{m.from === "assistant" ? "Assistant:" : "You:"} </span>
            {m.text}
            {m.link && (
              <>
                {" "}
                <Link to={m.link.href} className="chat-link" onClick={onClose}>
                  {m.link.label}
                </Link>
              </>
            )}
          </p>
        ))}
      </div>
      {options.length > 0 && !done && (
        <div className="chat-options" role="group" aria-label="Suggested answers">
          {options.map((o) => (
            <button key={o} type="button" className="chip" onClick={() => say(o)}>
              {o}
            </button>
          ))}
        </div>
      )}
      {done ? (
        <div className="chat-footer">
          <button ref={restart} type="button" className="button button-outline" onClick={startOver}>
            Start a new conversation
          </button>
        </div>
      ) : (
        <form className="chat-footer chat-form" onSubmit={onSubmit}>
          <label htmlFor="chat-input" className="visually-hidden">
            Your message
          </label>
          <input
            id="chat-input"
            ref={input}
            type="text"
            autoComplete="off"
            value={draft}
            disabled={!w}
            placeholder="Type your answer…"
            onChange={(e) => setDraft(e.currentTarget.value)}
          />
          <button type="submit" className="button" disabled={!w}>
            Send
          </button>
        </form>
      )}
    </section>
  );
}
