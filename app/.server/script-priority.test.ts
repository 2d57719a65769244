import { describe, expect, it } from "vitest";
import { lowerScriptPriority } from "./script-priority";

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
