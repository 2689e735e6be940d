import { useState, type CSSProperties, type ReactNode } from "react";
import { initials } from "./initials";
import "./person.css";


/**
 * A person's circle: their picture when there is one (and it loads), else their initials. `alt`
 * names the picture when it stands alone; beside the name it is decoration (no `alt`, hidden).
 */
export function Avatar({ name, url, size = 32, alt }: { name: string; url?: string | null; size?: number; alt?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = { "--pc-avatar-size": `${size / 16}rem` } as CSSProperties;
  if (!url || failed === url) {
    return (
      <span className="pc-avatar" style={style} aria-hidden>
        {initials(name) || "?"}
      </span>
    );
  }
  return (
    <img
      className="pc-avatar"
      style={style}
      src={url}
      alt={alt ?? ""}
      aria-hidden={alt ? undefined : true}
      width={size}
      height={size}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(url)}
    />
  );
}

/** A person as every list shows one: their circle, then their name (or `children` in its place). */
export function Person({ name, url, size, children }: { name: string; url?: string | null; size?: number; children?: ReactNode }) {
  return (
    <span className="pc-person">
      <Avatar name={name} url={url} size={size} />
      <span>{children ?? name}</span>
    </span>
  );
}
