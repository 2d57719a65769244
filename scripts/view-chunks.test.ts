import path from "node:path";
import { describe, expect, it } from "vitest";
import { localeChunkMap, viewChunkMap, type ChunkLike } from "./view-chunks";

const views = path.resolve("/repo/app/views");
const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = []): ChunkLike => ({
  type: "chunk",
  fileName,
  facadeModuleId,
  imports,
});

describe("viewChunkMap", () => {
  it("maps each view component file to its chunk URL and the chunks it imports, each once", () => {
    const bundle: Record<string, ChunkLike> = {
      a: chunk("assets/ProductView-abc.js", path.join(views, "product/ProductView.tsx"), ["assets/Gallery-1.js", "assets/shared-2.js"]),
      b: chunk("assets/Gallery-1.js", null, ["assets/shared-2.js"]),
      c: chunk("assets/shared-2.js", null),
      d: chunk("assets/CategoryView-def.js", path.join(views, "catalog/CategoryView.tsx"), ["assets/shared-2.js"]),
      e: { type: "asset", fileName: "assets/app-1.css" },
    };
    expect(viewChunkMap(bundle, views)).toEqual({
      "./product/ProductView.tsx": ["/assets/ProductView-abc.js", "/assets/Gallery-1.js", "/assets/shared-2.js"],
      "./catalog/CategoryView.tsx": ["/assets/CategoryView-def.js", "/assets/shared-2.js"],
    });
  });

  it("leaves out the chunks the document's own modules already import (React Router preloads them)", () => {
    const app = path.resolve("/repo/app");
    const bundle: Record<string, ChunkLike> = {
      entry: chunk("assets/entry.client-1.js", path.join(app, "entry.client.tsx"), ["assets/react-1.js"]),
      react: chunk("assets/react-1.js", null),
      root: chunk("assets/root-1.js", `${path.join(app, "root.tsx")}?__react-router-build-client-route`, ["assets/i18n-1.js"]),
      i18n: chunk("assets/i18n-1.js", null, ["assets/react-1.js"]),
      view: chunk("assets/ProductView-1.js", path.join(views, "product/ProductView.tsx"), ["assets/i18n-1.js", "assets/Gallery-1.js"]),
      gallery: chunk("assets/Gallery-1.js", null, ["assets/react-1.js"]),
    };
    const documentModules = [path.join(app, "entry.client.tsx"), path.join(app, "root.tsx")];
    expect(viewChunkMap(bundle, views, "/", documentModules)).toEqual({
      "./product/ProductView.tsx": ["/assets/ProductView-1.js", "/assets/Gallery-1.js"],
    });
  });

  it("ignores chunks that are not views and prefixes a non-root base", () => {
    const bundle: Record<string, ChunkLike> = {
      root: chunk("assets/root-1.js", path.resolve("/repo/app/root.tsx")),
      helper: chunk("assets/ViewHelper-1.js", path.join(views, "types.ts")),
      deep: chunk("assets/deep-1.js", path.join(views, "product/parts/PartView.tsx")),
      outside: chunk("assets/OtherView-1.js", path.resolve("/repo/app/components/x/OtherView.tsx")),
      page: chunk("assets/PageView-1.js", path.join(views, "page/PageView.tsx")),
    };
    expect(viewChunkMap(bundle, views, "/shop")).toEqual({ "./page/PageView.tsx": ["/shop/assets/PageView-1.js"] });
  });
});

describe("localeChunkMap", () => {
  it("maps each language's translation files to their chunk URLs, nothing else", () => {
    const locales = path.resolve("/repo/locales");
    const bundle: Record<string, ChunkLike> = {
      a: chunk("assets/common-1.js", path.join(locales, "en/common.json")),
      b: chunk("assets/catalog-2.js", path.join(locales, "en/catalog.json")),
      c: chunk("assets/common-3.js", path.join(locales, "ru/common.json")),
      d: chunk("assets/root-4.js", path.resolve("/repo/app/root.tsx")),
      e: chunk("assets/deep-5.js", path.join(locales, "en/x/deep.json")),
      f: { type: "asset", fileName: "assets/app-1.css" },
    };
    expect(localeChunkMap(bundle, locales)).toEqual({
      en: { common: "/assets/common-1.js", catalog: "/assets/catalog-2.js" },
      ru: { common: "/assets/common-3.js" },
    });
  });

  it("takes a shared chunk whose only module is a translation file (one that other code imports statically too)", () => {
    const locales = path.resolve("/repo/locales");
    const shared = (fileName: string, moduleIds: string[]): ChunkLike => ({ type: "chunk", fileName, facadeModuleId: null, imports: [], moduleIds });
    const bundle: Record<string, ChunkLike> = {
      // en/errors.json is imported by the back office's contract code as well as by the loader
      a: shared("assets/errors-1.js", [path.join(locales, "en/errors.json")]),
      b: chunk("assets/errors-2.js", path.join(locales, "ru/errors.json")),
      // a shared chunk holding a locale file and other modules is not a translation chunk
      c: shared("assets/contract-3.js", [path.join(locales, "az/errors.json"), path.resolve("/repo/backend/contract/errors.ts")]),
      d: shared("assets/vendor-4.js", [path.resolve("/repo/node_modules/x/index.js")]),
    };
    expect(localeChunkMap(bundle, locales)).toEqual({ en: { errors: "/assets/errors-1.js" }, ru: { errors: "/assets/errors-2.js" } });
  });
});
