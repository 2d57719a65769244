import { deferScripts, lowerScriptPriority } from "./script-priority";

/**
 * Bytes React Router writes into every document that a browser does not need (ADR 0022),
 * taken out once the whole document is rendered (entry.server.tsx renders on
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

const HEAD_END = "</head>";
const LINK = "<link";

/**
 * The rendered document as the browser gets it: `lowerScriptPriority(compactDocument(html))`
 * (ADR 0035), byte for byte, computed without turning the whole document into a string (ADR
 * 0037). A product page is ~90 kB of UTF-8 with a few non-Latin-1 characters (₼, Cyrillic):
 * as a JavaScript string it is a two-byte string of ~180 kB, above V8's large-object limit, so
 * decoding it, then gluing the compacted manifest back and encoding the result cost ~3 ms of
 * main thread per page on this machine. Only the small parts that change are decoded here: the
 * `<head>`, each `<link …>` tag after it, and the route manifest's script; the rest is copied
 * as bytes. A document that does not look as expected (no `</head>`, a manifest before it)
 * takes the string path.
 */
export function finishDocument(html: Buffer): Buffer {
  // then the scripts wait for the page's largest picture (ADR 0040)
  return deferScripts(compactBytes(html));
}

function compactBytes(html: Buffer): Buffer {
  const whole = () => Buffer.from(lowerScriptPriority(compactDocument(html.toString("utf8"))), "utf8");
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd < 0) return whole();
  const manifestStart = html.indexOf(MANIFEST_START);
  if (manifestStart >= 0 && manifestStart < headEnd) return whole();
  const manifestEnd = manifestStart < 0 ? -1 : html.indexOf(MANIFEST_END, manifestStart + MANIFEST_START.length);
  const pieces: Buffer[] = [Buffer.from(lowerScriptPriority(compactDocument(html.toString("utf8", 0, headEnd))), "utf8")];
  let copied = headEnd;
  const replace = (start: number, end: number) => {
    if (start < copied) return;
    const text = html.toString("utf8", start, end);
    const done = compactDocument(text);
    if (done === text) return;
    pieces.push(html.subarray(copied, start), Buffer.from(done, "utf8"));
    copied = end;
  };
  let manifestDone = manifestEnd < 0;
  for (let at = html.indexOf(LINK, headEnd); at >= 0; at = html.indexOf(LINK, at + LINK.length)) {
    if (!manifestDone && at > manifestStart) {
      replace(manifestStart, manifestEnd + MANIFEST_END.length);
      manifestDone = true;
    }
    if (at < copied) continue;
    // `\b` after the tag name, as the whole-document regex (ASCII word characters)
    if (/\w/.test(String.fromCharCode(html[at + LINK.length] ?? 32))) continue;
    const close = html.indexOf(">", at);
    replace(at, close < 0 ? html.length : close);
  }
  if (!manifestDone) replace(manifestStart, manifestEnd + MANIFEST_END.length);
  if (pieces.length === 1) return Buffer.concat([pieces[0]!, html.subarray(headEnd)]);
  pieces.push(html.subarray(copied));
  return Buffer.concat(pieces);
}
