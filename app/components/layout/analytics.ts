/**
 * Third-party analytics (tag manager and social pixel), loaded only when configured and
 * only after the page has loaded, never blocking it. `track` forwards shop events (e.g.
 * add to cart) to whichever of them is present; without them it does nothing.
 */
type DataLayer = Record<string, unknown>[];
type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean; version?: string; push?: unknown; callMethod?: (...args: unknown[]) => void };

declare global {
  interface Window {
    dataLayer?: DataLayer;
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;
export const PIXEL_ID_PATTERN = /^\d{6,20}$/;

function addScript(src: string) {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

export function loadTagManager(id: string): void {
  if (!GTM_ID_PATTERN.test(id) || document.querySelector("script[data-gtm]")) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.dataset.gtm = id;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

export function loadPixel(id: string): void {
  if (!PIXEL_ID_PATTERN.test(id) || window.fbq) return;
  const fbq: Fbq = (...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue!.push(args);
  };
  fbq.queue = [];
  fbq.loaded = true;
  fbq.version = "2.0";
  fbq.push = fbq;
  window.fbq = fbq;
  window._fbq = fbq;
  addScript("https://connect.facebook.net/en_US/fbevents.js");
  fbq("init", id);
  fbq("track", "PageView");
}

/** Runs `fn` once the page has loaded and the browser is idle. */
export function afterLoad(fn: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (cancelled) return;
    const idle = (window as { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number }).requestIdleCallback;
    if (idle) idle(() => !cancelled && fn(), { timeout: 3000 });
    else setTimeout(() => !cancelled && fn(), 1);
  };
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", run);
  };
}

/** A page view after a client-side navigation. */
export function trackPageView(path: string): void {
  window.dataLayer?.push({ event: "page_view", page_path: path });
  window.fbq?.("track", "PageView");
}

/**
 * A shop event: `track("add_to_cart", {id, title, price, qty})` (price in manat).
 * Sent to the tag manager's data layer and, for add_to_cart, as the pixel's AddToCart.
 */
export function track(event: string, payload: Record<string, unknown> = {}): void {
  if (typeof window === "undefined") return;
  window.dataLayer?.push({ event, ...payload });
  if (event === "add_to_cart") {
    window.fbq?.("track", "AddToCart", {
      content_ids: [String(payload.id ?? "")],
      content_type: "product",
      value: payload.price,
      currency: "AZN",
    });
  }
}
