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
