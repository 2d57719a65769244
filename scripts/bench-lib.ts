/** Pure helpers of the bench (scripts/bench.ts), tested on their own. */

/**
 * The JS and CSS files a page loads up front: `<link rel=modulepreload>`, module
 * script sources, the inline module script's static imports, and stylesheets. Not the route
 * manifest's list of every route's files (loaded only when the shopper goes there).
 */
export function upFrontAssets(html: string): string[] {
  const urls = new Set<string>();
  for (const tag of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = /\brel="([^"]+)"/.exec(tag[0])?.[1] ?? "";
    const href = /\bhref="(\/assets\/[^"]+)"/.exec(tag[0])?.[1];
    if (href && (rel === "modulepreload" || rel === "stylesheet")) urls.add(href);
  }
  for (const script of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /\bsrc="(\/assets\/[^"]+)"/.exec(script[1] ?? "")?.[1];
    if (src) urls.add(src);
    if (/type="module"/.test(script[1] ?? "")) {
      for (const m of (script[2] ?? "").matchAll(/import\s*(?:[^"'()]*?from\s*)?["'](\/assets\/[^"']+)["']/g)) urls.add(m[1]!);
    }
  }
  return [...urls];
}

