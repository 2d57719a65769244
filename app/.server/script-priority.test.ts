import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { SCRIPT_WAIT_MS, deferScripts, lowerScriptPriority, readBootScript } from "./script-priority";

const doc =
  '<!DOCTYPE html><html lang="az"><head><link rel="stylesheet" href="/assets/app.css"/><link rel="preload" as="font" href="/assets/inter.woff2"/>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js" nonce="n"/><title>Ağ köynək — Bazaar</title></head>' +
  '<body><p>Sample: &lt;link rel="modulepreload"&gt; in a product description</p><code><link rel="modulepreload" href="/x.js"/></code></body></html>';

describe("module preloads at low priority", () => {
  it("lowers every module preload of the head, nothing else, and leaves the body as it is", () => {
    const out = lowerScriptPriority(doc);
    const head = out.split("</head>")[0]!;
    expect(head.match(/<link rel="modulepreload" fetchpriority="low"/g)).toHaveLength(2);
    expect(head).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(head).toContain('<link rel="preload" as="font" href="/assets/inter.woff2"/>');
    expect(out.split("</head>")[1]).toBe(doc.split("</head>")[1]);
  });

  it("lowers the module preloads of a document without a head end, and leaves an empty one empty", () => {
    expect(lowerScriptPriority('<link rel="modulepreload" href="/a.js"/>')).toBe('<link rel="modulepreload" fetchpriority="low" href="/a.js"/>');
    expect(lowerScriptPriority("")).toBe("");
  });
});

const code = ';\nimport * as route0 from "/assets/root.js";\n  window.__reactRouterManifest = {"title":"<!-- <b>Ağ</b>"};\n\nimport("/assets/entry.client.js");';
const page =
  '<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client.js"/><link rel="modulepreload" fetchpriority="low" href="/assets/root.js"/>' +
  '<link rel="preload" as="image" href="/img/1.png" fetchpriority="high"/></head><body><main><img src="/img/1.png" fetchpriority="high"/></main>' +
  `<script nonce="n1">window.__reactRouterContext = {};</script><script nonce="n1" type="module" async="">${code}</script><script nonce="n1">enqueue()</script></body></html>`;
const deferred = (html: string) => deferScripts(Buffer.from(html, "utf8")).toString("utf8");

/** Runs a document's boot script against a small fake DOM; returns what it appended and when. */
function boot(html: string, { image, complete = false, hidden = false }: { image: boolean; complete?: boolean; hidden?: boolean }) {
  const source = /<script nonce="n1">(\(function\(u,c\)[\s\S]*?)<\/script>/.exec(html)![1]!;
  const appended: { tag: string; rel?: string; href?: string; type?: string; nonce?: string; text?: string; fetchPriority?: string }[] = [];
  const listeners: Record<string, () => void> = {};
  const timers: { fn: () => void; ms: number }[] = [];
  const frames: (() => void)[] = [];
  const img = { complete, addEventListener: (type: string, fn: () => void) => (listeners[type] = fn) };
  const document = {
    currentScript: { nonce: "n1" },
    visibilityState: hidden ? "hidden" : "visible",
    querySelector: (selector: string) => (selector === 'img[fetchpriority="high"]' && image ? img : null),
    createElement: (tag: string) => ({ tag }) as Record<string, string>,
    head: { appendChild: (el: (typeof appended)[number]) => appended.push(el) },
  };
  runInNewContext(source, {
    document,
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
  });
  return { appended, listeners, timers, frames };
}

describe("scripts after the largest picture (ADR 0040)", () => {
  it("takes the module preloads out of the head and starts them, then React Router's module code, from a classic script with the nonce", () => {
    const out = deferred(page);
    const head = out.split("</head>")[0]!;
    expect(head).not.toContain("modulepreload");
    expect(head).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(head).toContain('<link rel="preload" as="image" href="/img/1.png" fetchpriority="high"/>');
    expect(out).not.toContain('type="module" async');
    // the other inline scripts are untouched, in their places
    expect(out).toContain('<script nonce="n1">window.__reactRouterContext = {};</script><script nonce="n1">(function(u,c){');
    expect(out).toContain("</script><script nonce=\"n1\">enqueue()</script></body></html>");
    // the code cannot end the script element or open a comment in it: no "<" left in the boot script
    expect(/\(function\(u,c\)[^<]*<\/script>/.test(out)).toBe(true);

    // read back as written (the bench and the e2e checks read it this way)
    expect(readBootScript(out)).toEqual({ urls: ["/assets/entry.client.js", "/assets/root.js"], code });
    expect(readBootScript(page)).toBeNull();

    const { appended } = boot(out, { image: false });
    expect(appended.map((a) => a.href ?? a.type)).toEqual(["/assets/entry.client.js", "/assets/root.js", "module"]);
    expect(appended.slice(0, 2).every((a) => a.rel === "modulepreload" && a.fetchPriority === "low")).toBe(true);
    expect(appended[2]).toMatchObject({ tag: "script", type: "module", nonce: "n1" });
    expect((appended[2] as { textContent?: string }).textContent).toBe(code);
  });

  it("waits for the high-priority image's load and a painted frame; a stalled image holds the scripts back at most the wait", () => {
    const out = deferred(page);
    const waiting = boot(out, { image: true });
    expect(waiting.appended).toEqual([]);
    expect(waiting.timers.map((t) => t.ms)).toEqual([SCRIPT_WAIT_MS]);
    waiting.listeners.load!();
    expect(waiting.appended).toEqual([]);
    waiting.frames.shift()!();
    waiting.timers.at(-1)!.fn();
    expect(waiting.appended).toHaveLength(3);
    // the wait running out later starts nothing twice
    waiting.timers[0]!.fn();
    expect(waiting.appended).toHaveLength(3);

    const stalled = boot(out, { image: true });
    stalled.timers[0]!.fn();
    expect(stalled.appended).toHaveLength(3);
    const broken = boot(out, { image: true });
    broken.listeners.error!();
    expect(broken.appended).toHaveLength(3);
    const cached = boot(out, { image: true, complete: true });
    expect(cached.frames).toHaveLength(1);
    // a hidden tab gets no frames: it starts at once
    expect(boot(out, { image: true, hidden: true }).appended).toHaveLength(3);
  });

  it("leaves a document without the module script or without head preloads as it is", () => {
    for (const shape of [
      page.replace(' type="module" async=""', ""),
      page.replaceAll('<link rel="modulepreload" fetchpriority="low"', '<link rel="prefetch"'),
      page.replace("</head>", "</hea>"),
      page.replace('<script nonce="n1" type="module"', '<script type="module"'),
      "",
    ]) {
      expect(deferred(shape), shape.slice(0, 60)).toBe(shape);
    }
  });
});
