import { describe, expect, it } from "vitest";
import { foldSearch, slugify } from "./text.ts";

describe("foldSearch", () => {
  it("folds Azerbaijani letters so typing without them matches", () => {
    expect(foldSearch("Köynək")).toBe("koynek");
    expect(foldSearch("ŞƏKİ Çığ Ölü")).toBe("seki cig olu");
    expect(foldSearch("koynek")).toBe(foldSearch("KÖYNƏK"));
  });
  it("keeps Cyrillic and strips punctuation", () => {
    expect(foldSearch("Рубашка, ёлка!")).toBe("рубашка елка");
  });
  it("makes slugs", () => {
    expect(slugify("Pambıq köynək 12")).toBe("pambiq-koynek-12");
  });
});
