import { useEffect, useState } from "react";
import { CONSTANTS } from "../../wasm/constants";

/** True once the page is scrolled past the shared threshold (0: any scroll turns the header black). */
export function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > CONSTANTS.headerScrollThresholdPx);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return scrolled;
}
