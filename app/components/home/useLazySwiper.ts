import { useEffect, useRef, useState, type RefObject } from "react";
import type { RailSwiper } from "./rail-swiper";

/**
 * Starts a carousel's swiper once its element comes within 300 px of the viewport (or at
 * once with `eager`), importing the swiper chunk only then. Answers whether it is running.
 */
export function useLazySwiper(
  ref: RefObject<HTMLElement | null>,
  start: (mod: typeof import("./rail-swiper"), el: HTMLElement) => RailSwiper,
  opts: { eager?: boolean; enabled?: boolean } = {},
): boolean {
  const [ready, setReady] = useState(false);
  const startRef = useRef(start);
  startRef.current = start;
  const { eager = false, enabled = true } = opts;

  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled) return;
    let instance: RailSwiper | null = null;
    let cancelled = false;
    const boot = () => {
      import("./rail-swiper")
        .then((mod) => {
          if (cancelled || !ref.current) return;
          instance = startRef.current(mod, ref.current);
          setReady(true);
        })
        .catch((err) => console.warn("carousel could not start", err));
    };
    let observer: IntersectionObserver | null = null;
    if (eager || typeof IntersectionObserver === "undefined") boot();
    else {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            observer?.disconnect();
            boot();
          }
        },
        { rootMargin: "300px 0px" },
      );
      observer.observe(el);
    }
    return () => {
      cancelled = true;
      observer?.disconnect();
      instance?.destroy();
      setReady(false);
    };
  }, [ref, eager, enabled]);

  return ready;
}
