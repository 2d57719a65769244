import { describe, expect, it } from "vitest";
import { compactDocument, finishDocument } from "./compact-html";
import { deferScripts, lowerScriptPriority } from "./script-priority";

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

/** The whole-document string pipeline finishDocument must equal, byte for byte. */
const reference = (html: string) => deferScripts(Buffer.from(lowerScriptPriority(compactDocument(html)), "utf8")).toString("utf8");
const finished = (html: string) => finishDocument(Buffer.from(html, "utf8")).toString("utf8");

describe("finishDocument (on the bytes)", () => {
  const pretty = JSON.stringify({ ...manifest, routes: { root: { id: "root", path: "" }, "routes/resolve": { id: "routes/resolve", path: "*", title: "Ağ köynək ₼ Платье" } } }, null, 2);
  const page =
    `<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"/><title>Платье — 10 ₼ · Ağ köynək</title>` +
    `<link rel="stylesheet" href="/assets/app.css" nonce="n0=="/><link rel="modulepreload" href="/assets/entry.js" nonce="n0=="/>` +
    `<link rel="modulepreload" href="/assets/root.js"/></head><body><main><h1>Платье ₼</h1>` +
    `<p>Sample: &lt;link rel="modulepreload"&gt; in a description</p><link rel="preload" as="image" href="/i.png" nonce="n0=="/>` +
    `<linkish nonce="x"></linkish><link nonce="n0==" rel="modulepreload" href="/late.js"/></main>` +
    `<script nonce="n0==" type="module" async="">;\nimport * as route0 from "/assets/root.js";\n  window.__reactRouterManifest = ${pretty};\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-A.js");</script>` +
    `<footer>Çatdırılma — Доставка</footer><link rel="icon" href="/x.svg" nonce="n1"/></body></html>`;

  it("gives the whole-document pipeline's bytes on a page with non-Latin text, body links and the manifest", () => {
    expect(finished(page)).toBe(reference(page));
    // it did change something in each part
    // the head's module preloads wait in the boot script that replaced the module script (ADR 0040)
    expect(finished(page).split("</head>")[0]).not.toContain("modulepreload");
    expect(finished(page)).toContain('<script nonce="n0==">(function(u,c){');
    expect(finished(page)).toContain('})(["/assets/entry.js","/assets/root.js"],');
    expect(finished(page)).toContain('<link rel="preload" as="image" href="/i.png"/>');
    expect(finished(page)).toContain('<link rel="icon" href="/x.svg"/>');
    expect(finished(page)).toContain('<linkish nonce="x">');
    // the compacted manifest, inside the boot script's string of React Router's module code
    expect(finished(page)).toContain(JSON.stringify(`window.__reactRouterManifest = ${JSON.stringify(JSON.parse(pretty))};`).slice(1, -1));
    // the body's module preload stays at its priority (ADR 0035: the head only)
    expect(finished(page)).toContain('<link rel="modulepreload" href="/late.js"/>');
  });

  it("gives the same bytes for the other shapes: no body link, no manifest, a broken manifest, no head end, a manifest before it", () => {
    const shapes = [
      doc(JSON.stringify(manifest, null, 2)),
      doc(JSON.stringify(manifest)),
      doc(`{"entry": `),
      page.replace(/<link rel="preload" as="image"[^>]*>|<link nonce[^>]*>|<link rel="icon"[^>]*>/g, ""),
      page.replace("window.__reactRouterManifest = ", "window.__otherName = "),
      page.replace(";\n  window.__reactRouterRouteModules", ";\n  window.__elsewhere"),
      page.replace("</head>", "</hea>"),
      `<html><head><script>window.__reactRouterManifest = {"a":1};\n  window.__reactRouterRouteModules = {}</script></head><body><link nonce="z" href="/a"/></body></html>`,
      `<html><head></head><body>Платье<link nonce="z" href="/a"`,
      `<html><head></head><body><link`,
      "",
    ];
    for (const shape of shapes) expect(finished(shape), shape.slice(0, 80)).toBe(reference(shape));
  });
});
