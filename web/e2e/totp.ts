import { createHmac } from "node:crypto";

// An authenticator app in the journeys (RFC 6238 with RFC 4226's truncation): HMAC-SHA1 over the
// 8-byte big-endian count of 30-second steps, 6 digits. The server accepts one step either side
// and each step once, so a journey confirms a setup with the code of the current step and signs
// in with the next one: no waiting for the clock.

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 Base32, as apps read a typed key: spaces, padding and case ignored. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, "").toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`not Base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >>> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

export function totpAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", base32Decode(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, "0");
}

const step = () => Math.floor(Date.now() / 1000 / 30);

/** The code the app shows now. */
export const codeNow = (secret: string) => totpAt(secret, step());
/** The code it will show next (the server takes it; it was never used). */
export const codeNext = (secret: string) => totpAt(secret, step() + 1);
