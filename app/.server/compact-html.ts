/**
 * Bytes React Router writes into every document that a browser does not need (issue 11,
 * ADR 0022), taken out once the whole document is rendered (entry.server.tsx renders on
 * `onAllReady`, so nothing is held back that would otherwise have streamed):
 *
 * - The route manifest of the page's matches (`window.__reactRouterManifest`) is written with
 *   `JSON.stringify(…, null, 2)`: about 1 kB of indentation a page. It is written again
 *   without it; the value is the same.
 * - `<link>` elements carry the CSP nonce (React Router puts it on every module preload):
 *   `script-src` allows `'self'`, and every link of the document points at the shop's own
 *   files (`/assets/…`, the icon, the web manifest), so the nonce permits nothing there; it
 *   stays on the inline scripts, which need it.
 *
 * Anything that does not look exactly as expected is left as it is.
 */
const MANIFEST_START = "window.__reactRouterManifest = ";
const MANIFEST_END = ";\n  window.__reactRouterRouteModules";

export function compactDocument(html: string): string {
  return compactManifest(html).replace(LINK_NONCE, "$1");
}

/** ` nonce="…"` inside a `<link …>` tag (React writes attributes without `>` in their values). */
const LINK_NONCE = /(<link\b[^>]*?) nonce="[^"]*"/g;

function compactManifest(html: string): string {
  const start = html.indexOf(MANIFEST_START);
  if (start < 0) return html;
  const from = start + MANIFEST_START.length;
  const end = html.indexOf(MANIFEST_END, from);
  if (end < 0) return html;
  let value: unknown;
  try {
    value = JSON.parse(html.slice(from, end));
  } catch {
    return html;
  }
  return html.slice(0, from) + JSON.stringify(value) + html.slice(end);
}
