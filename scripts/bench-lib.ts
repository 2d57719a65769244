/** Pure helpers of the bench (scripts/bench.ts), tested on their own. */
import { readBootScript } from "../app/.server/script-priority.ts";

/**
 * The JS and CSS files a page loads up front: `<link rel=modulepreload>`, module
 * script sources, the inline module script's static imports, the modules the boot script starts
 * after the largest picture (ADR 0040: its URL list and its module code's static imports), and
 * stylesheets. Not the route
 * manifest's list of every route's files (loaded only when the shopper goes there).
 */
export function upFrontAssets(html: string): string[] {
  const urls = new Set<string>();
  for (const tag of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = /\brel="([^"]+)"/.exec(tag[0])?.[1] ?? "";
    const href = /\bhref="(\/assets\/[^"]+)"/.exec(tag[0])?.[1];
    if (href && (rel === "modulepreload" || rel === "stylesheet")) urls.add(href);
  }
  const staticImports = (code: string) => {
    for (const m of code.matchAll(/import\s*(?:[^"'()]*?from\s*)?["'](\/assets\/[^"']+)["']/g)) urls.add(m[1]!);
  };
  for (const script of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /\bsrc="(\/assets\/[^"]+)"/.exec(script[1] ?? "")?.[1];
    if (src) urls.add(src);
    if (/type="module"/.test(script[1] ?? "")) staticImports(script[2] ?? "");
  }
  const boot = readBootScript(html);
  if (boot) {
    for (const url of boot.urls) if (url.startsWith("/assets/")) urls.add(url);
    staticImports(boot.code);
  }
  return [...urls];
}

