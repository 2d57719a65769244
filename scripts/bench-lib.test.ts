import { describe, expect, it } from "vitest";
import { deferScripts } from "../app/.server/script-priority.ts";
import { upFrontAssets } from "./bench-lib.ts";

describe("the bench's count of what a page loads up front", () => {
  it("takes preloads, stylesheets, module scripts and the inline module's imports, not the route manifest", () => {
    const html = `<!doctype html><html><head>
      <link rel="modulepreload" href="/assets/entry.client-AAA.js"/>
      <link rel="modulepreload" href="/assets/chunk-BBB.js"/>
      <link rel="stylesheet" href="/assets/root-CCC.css"/>
      <link rel="preload" as="font" href="/assets/inter-DDD.woff2" crossorigin=""/>
      <link rel="icon" href="/favicon.svg"/>
      </head><body>
      <script>window.__reactRouterManifest={"routes":{"routes/cart":{"module":"/assets/cart-EEE.js","css":["/assets/cart-FFF.css"]}}};</script>
      <script type="module" async="">import "/assets/manifest-GGG.js";
import * as route0 from "/assets/root-HHH.js";
import("/assets/lazy-III.js");</script>
      <script type="module" src="/assets/extra-JJJ.js"></script>
      </body></html>`;
    expect(upFrontAssets(html).sort()).toEqual(
      ["/assets/entry.client-AAA.js", "/assets/chunk-BBB.js", "/assets/root-CCC.css", "/assets/manifest-GGG.js", "/assets/root-HHH.js", "/assets/extra-JJJ.js"].sort(),
    );
  });

  it("takes the boot script's module list and its module code's static imports (ADR 0040), built by the real rewrite", () => {
    const page =
      `<html><head><link rel="stylesheet" href="/assets/root-CCC.css"/><link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-AAA.js"/>` +
      `<link rel="modulepreload" fetchpriority="low" href="/assets/view-KKK.js"/></head><body><main></main>` +
      `<script nonce="n">window.__reactRouterContext = {};</script><script nonce="n" type="module" async="">import "/assets/manifest-GGG.js";\nimport * as route0 from "/assets/root-HHH.js";\n  window.__reactRouterManifest = {"routes":{"routes/cart":{"module":"/assets/cart-EEE.js"}}};\nimport("/assets/entry.client-AAA.js");</script></body></html>`;
    const deferred = deferScripts(Buffer.from(page, "utf8")).toString("utf8");
    expect(deferred.split("</head>")[0]).not.toContain("modulepreload");
    expect(upFrontAssets(deferred).sort()).toEqual(["/assets/entry.client-AAA.js", "/assets/view-KKK.js", "/assets/root-CCC.css", "/assets/manifest-GGG.js", "/assets/root-HHH.js"].sort());
  });
});
