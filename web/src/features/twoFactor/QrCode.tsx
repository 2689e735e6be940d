import { encode } from "uqr";
import { qrPath } from "./format";

/**
 * The QR code of an `otpauth://` address, drawn here from the text (nothing leaves the browser):
 * black modules on white with the four-module quiet zone scanners expect. Loaded lazily (it
 * carries the encoder), so neither the public site nor the rest of the app downloads it.
 */
export default function QrCode({ text, label, size = 192 }: { text: string; label: string; size?: number }) {
  const qr = encode(text, { ecc: "M", border: 4 });
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      className="two-factor-qr"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qrPath(qr.data)} fill="#000" />
    </svg>
  );
}
