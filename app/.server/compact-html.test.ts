import { describe, expect, it } from "vitest";
import { compactDocument } from "./compact-html";

const manifest = { entry: { module: "/assets/entry.client-A.js", imports: ["/assets/a.js", "/assets/b.js"], css: [] }, routes: { root: { id: "root", path: "" } } };
const doc = (json: string) =>
  `<html><head><link rel="modulepreload" href="/assets/a.js" nonce="abc=="/><link nonce="abc==" rel="icon" href="/favicon.svg"/></head>` +
  `<body><script nonce="abc==">window.__x = 1</script><script nonce="abc==" type="module" async="">;\nimport * as route0 from "/assets/root.js";\n  ` +
  `window.__reactRouterManifest = ${json};\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-A.js");</script></body></html>`;

describe("compactDocument", () => {
  it("writes the route manifest without indentation, the same value", () => {
    const out = compactDocument(doc(JSON.stringify(manifest, null, 2)));
    expect(out).toBe(compactDocument(doc(JSON.stringify(manifest))));
    expect(out).toContain(`window.__reactRouterManifest = ${JSON.stringify(manifest)};\n  window.__reactRouterRouteModules = {"root":route0};`);
    expect(out.length).toBeLessThan(doc(JSON.stringify(manifest, null, 2)).length);
  });

  it("drops the nonce from <link> tags and keeps it on scripts", () => {
    const out = compactDocument(doc(JSON.stringify(manifest, null, 2)));
    expect(out).toContain(`<link rel="modulepreload" href="/assets/a.js"/><link rel="icon" href="/favicon.svg"/>`);
    expect(out.match(/<script nonce="abc=="/g)).toHaveLength(2);
  });

  it("leaves a manifest it cannot read as it is", () => {
    const broken = doc(`{"entry": `);
    expect(compactDocument(broken)).toBe(broken.replace(/(<link\b[^>]*?) nonce="[^"]*"/g, "$1"));
    const none = "<html><body><p>window.__reactRouterManifest</p></body></html>";
    expect(compactDocument(none)).toBe(none);
  });
});
