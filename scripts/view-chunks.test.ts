import path from "node:path";
import { describe, expect, it } from "vitest";
import { viewChunkMap, type ChunkLike } from "./view-chunks";

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
