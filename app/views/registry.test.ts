import { describe, expect, it } from "vitest";
import { loadServerView } from "./registry.server";
import { hasView } from "./registry";
import { VIEW_FILES, viewKeyOf, type ViewKey } from "./types";

describe("view registry", () => {
  it("maps every route record type to a view key", () => {
    expect(viewKeyOf("product_group")).toBe("productGroup");
    expect(viewKeyOf("article_category")).toBe("articleCategory");
    expect(viewKeyOf("category")).toBe("category");
    expect(viewKeyOf("page")).toBe("page");
  });

  it("finds the server half and the component of the catalogue views", async () => {
    for (const key of ["category", "collection", "brand", "productGroup"] as ViewKey[]) {
      const mod = await loadServerView(key);
      expect(typeof mod?.load, key).toBe("function");
      expect(hasView(key), key).toBe(true);
    }
  });

  it("every registered file name follows the naming contract", () => {
    for (const [key, files] of Object.entries(VIEW_FILES)) {
      expect(files.server, key).toMatch(/^\.\/(catalog|product|article|page)\/[a-zA-Z]+\.server\.ts$/);
      expect(files.component, key).toMatch(/^\.\/(catalog|product|article|page)\/[A-Z][a-zA-Z]+View\.tsx$/);
    }
  });
});
