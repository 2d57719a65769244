/**
 * The document's scripts wait for what paints (ADR 0035): every `<link rel="modulepreload">`
 * in the `<head>` — React Router's own and the view and translation chunks the app adds — gets
 * `fetchpriority="low"`. Chrome fetches module preloads at high priority, ahead of the
 * stylesheet's fonts and the first slide on a slow connection; the scripts only run after the
 * document is parsed anyway, and every page works before they arrive. React Router renders
 * these links itself (no prop reaches them), so entry.server rewrites the complete document
 * (it is gathered whole once React has rendered it: `onAllReady`, compactDocument).
 */
const PRELOAD = '<link rel="modulepreload"';
const LOW = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = "</head>";

/** The document's head with every module preload at low priority; the body is left as it is. */
export function lowerScriptPriority(html: string): string {
  const end = html.indexOf(HEAD_END);
  const head = end < 0 ? html : html.slice(0, end);
  return head.replaceAll(PRELOAD, LOW) + (end < 0 ? "" : html.slice(end));
}

/**
 * The document's scripts wait for its largest picture (ADR 0040). On a slow connection the
 * ~30 module preloads share the line with the first slide or the product photo and push it
 * back by seconds, although the page works before any script runs. So the head keeps no module
 * preload and React Router's inline module script becomes a small classic script that starts
 * them all at once (no waterfall: every URL is in it) once the page's high-priority image has
 * loaded and been painted, or at once when the page has none; a stalled image holds them back
 * for at most `SCRIPT_WAIT_MS`.
 *
 * Works on the finished bytes; a document without the expected module script or preloads is
 * left as it is.
 */
export const SCRIPT_WAIT_MS = 4000;

const HEAD_END_BYTES = Buffer.from(HEAD_END);
const MODULE_ATTRS = Buffer.from(' type="module" async="">');
const SCRIPT_OPEN = Buffer.from("<script");
const SCRIPT_CLOSE = Buffer.from("</script>");
const LOW_PRELOAD = /<link rel="modulepreload" fetchpriority="low" href="([^"<>]+)"\/>/g;
const NONCE = /^<script nonce="([^"<>]*)" type="module" async="">$/;

/**
 * The boot script: `u` the module URLs, `c` React Router's module code. It starts the scripts
 * after the image's paint (a frame after its load), when the tab is hidden (no frames come),
 * or after the wait; only once.
 */
function bootScript(urls: string[], code: string): string {
  // `<` escaped: the code holds the route manifest, which must not end the script element
  const literal = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");
  return (
    `(function(u,c){var d=document,n=d.currentScript.nonce,s=0,` +
    `go=function(){if(s)return;s=1;u.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.fetchPriority="low";l.href=h;d.head.appendChild(l)});` +
    `var m=d.createElement("script");m.type="module";m.nonce=n;m.textContent=c;d.head.appendChild(m)},` +
    `painted=function(){requestAnimationFrame(function(){setTimeout(go,0)})},` +
    `i=d.querySelector('img[fetchpriority="high"]');` +
    `if(!i||d.visibilityState==="hidden")go();else{if(i.complete)painted();else{i.addEventListener("load",painted);i.addEventListener("error",go)}setTimeout(go,${SCRIPT_WAIT_MS})}` +
    `})(${literal(urls)},${literal(code)})`
  );
}

/**
 * The boot script's module URLs and module code, read back from a document (the bench's count
 * of what a page loads and the e2e checks use it), or null when the document has none.
 */
export function readBootScript(html: string): { urls: string[]; code: string } | null {
  const m = /<script nonce="[^"<>]*">\(function\(u,c\)\{[^<]*\}\)\((\[[^\]<]*\]),("(?:[^"\\<]|\\.)*")\)<\/script>/.exec(html);
  return m ? { urls: JSON.parse(m[1]!) as string[], code: JSON.parse(m[2]!) as string } : null;
}

/** The document with its module scripts started after the largest picture (see above). */
export function deferScripts(doc: Buffer): Buffer {
  const headEnd = doc.indexOf(HEAD_END_BYTES);
  if (headEnd < 0) return doc;
  const attrs = doc.indexOf(MODULE_ATTRS, headEnd);
  if (attrs < 0) return doc;
  const scriptStart = doc.lastIndexOf(SCRIPT_OPEN, attrs);
  const codeStart = attrs + MODULE_ATTRS.length;
  const scriptEnd = doc.indexOf(SCRIPT_CLOSE, codeStart);
  if (scriptStart < headEnd || scriptEnd < 0) return doc;
  const nonce = NONCE.exec(doc.toString("utf8", scriptStart, codeStart));
  if (!nonce) return doc;
  const head = doc.toString("utf8", 0, headEnd);
  const urls = [...head.matchAll(LOW_PRELOAD)].map((m) => m[1]!);
  if (urls.length === 0) return doc;
  const code = doc.toString("utf8", codeStart, scriptEnd);
  return Buffer.concat([
    Buffer.from(head.replace(LOW_PRELOAD, ""), "utf8"),
    doc.subarray(headEnd, scriptStart),
    Buffer.from(`<script nonce="${nonce[1]}">${bootScript(urls, code)}`, "utf8"),
    doc.subarray(scriptEnd),
  ]);
}
