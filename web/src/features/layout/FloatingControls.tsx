import { lazy, Suspense, useRef, useState } from "react";
import { loadWasm } from "../../wasm";
import { ArrowUpIcon, ChatIcon } from "./icons";
import { SocialLinks } from "./SocialLinks";

const ChatPanel = lazy(() => import("../chat/ChatPanel"));

function scrollToTop() {
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
}

/**
 * What floats over the public pages: the scroll-to-top button (bottom left), the side social box
 * (wide screens only) and the chat assistant's launcher (bottom right). The assistant's code and the
 * WASM module it runs on are fetched when it is first opened.
 */
export function FloatingControls() {
  const launcher = useRef<HTMLButtonElement>(null);
  const [chatOpen, setChatOpen] = useState(false);
  const [chatUsed, setChatUsed] = useState(false);

  function toggleChat() {
    if (!chatOpen) void loadWasm();
    setChatUsed(true);
    setChatOpen((open) => !open);
  }

  return (
    <>
      <aside className="side-social" aria-label="Follow us">
        <SocialLinks networks={["linkedin", "instagram", "whatsapp", "facebook"]} className="side-social-list" />
      </aside>

      <button type="button" className="fab scroll-top" aria-label="Scroll to top" onClick={scrollToTop}>
        <ArrowUpIcon />
      </button>

      <button
        ref={launcher}
        type="button"
        className="fab chat-launcher"
        aria-label="Chat with our assistant"
        aria-expanded={chatOpen}
        aria-controls={chatUsed ? "chat-panel" : undefined}
        onClick={toggleChat}
      >
        <ChatIcon />
      </button>
      <Suspense fallback={null}>
        {chatUsed && (
          <ChatPanel
            open={chatOpen}
            onClose={() => {
              setChatOpen(false);
              launcher.current?.focus();
            }}
          />
        )}
      </Suspense>
    </>
  );
}
