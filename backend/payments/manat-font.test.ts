import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MANAT_FONT_WOFF2_BASE64, manatFontFace } from "./manat-font.ts";

describe("manat font", () => {
  it("is the same WOFF2 file as the storefront's app/fonts/inter-manat.woff2", () => {
    const file = readFileSync(new URL("../../app/fonts/inter-manat.woff2", import.meta.url));
    expect(Buffer.from(MANAT_FONT_WOFF2_BASE64, "base64").equals(file)).toBe(true);
    // a WOFF2 file starts with its signature
    expect(file.subarray(0, 4).toString("latin1")).toBe("wOF2");
  });

  it("gives a face that covers only U+20BC", () => {
    const face = manatFontFace("Manat");
    expect(face).toContain('font-family:"Manat"');
    expect(face).toContain("unicode-range:U+20BC");
    expect(face).toContain("data:font/woff2;base64,");
  });
});
