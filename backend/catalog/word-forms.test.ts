import { describe, expect, it } from "vitest";
import { azStem, editDistance, entryMatches, isTypoOf, ruStem, stemsOf, toCyrillic, toLatin, transliterations, typoProbes } from "./word-forms.ts";
import { foldSearch } from "../core/text.ts";

describe("word forms", () => {
  it("stems Russian words to one stem, fleeting vowels included", () => {
    for (const w of ["юбка", "юбки", "юбкой", "юбок"]) expect(ruStem(w)).toBe("юбк");
    expect(ruStem("сумок")).toBe(ruStem("сумка"));
  });

  it("strips Azerbaijani endings from folded words", () => {
    for (const w of ["köynək", "köynəklər", "köynəklərdə", "köynəyi"]) expect(azStem(foldSearch(w))).toBe("koynek");
    expect(azStem(foldSearch("ətəklər"))).toBe("etek");
    expect(azStem("don")).toBe("don");
    expect(azStem("donlar")).toBe("don");
  });

  it("tags stems by language and leaves digits alone", () => {
    expect(stemsOf("dresses")).toContain("en:dress");
    expect(stemsOf("юбкой")).toEqual(["ru:юбк"]);
    expect(stemsOf("2024")).toEqual([]);
  });

  it("transliterates both ways; short words as whole words only", () => {
    expect(toCyrillic("yubka")).toBe("юбка");
    expect(toCyrillic("rubashka")).toBe("рубашка");
    expect(toCyrillic("mayka")).toBe("майка");
    expect(toLatin("юбка")).toBe("yubka");
    expect(transliterations("s")).toEqual(["=с"]);
    expect(transliterations("yubka")).toEqual(["юбка"]);
    expect(transliterations("koynek1")).toEqual([]);
    expect(entryMatches("с", "=с")).toBe(true);
    expect(entryMatches("сумка", "=сум")).toBe(false);
    expect(entryMatches("сумка", "сум")).toBe(true);
  });

  it("counts a swap of neighbouring letters as one edit", () => {
    expect(editDistance("skrit", "skirt", 2)).toBe(1);
    expect(editDistance("jeens", "jeans", 2)).toBe(1);
    expect(editDistance("abc", "abcdef", 1)).toBe(2);
  });

  it("forgives one edit from 4 letters and two from 7, anywhere in the word", () => {
    expect(isTypoOf("skrit", "skirt")).toBe(true);
    expect(isTypoOf("shrit", "shirt")).toBe(true);
    expect(isTypoOf("lanp", "lamp")).toBe(true);
    expect(isTypoOf("snekers", "sneakers")).toBe(true);
    expect(isTypoOf("snkers", "sneakers")).toBe(true);
    expect(isTypoOf("юпка", "юбка")).toBe(true);
    expect(isTypoOf("etk", "etek")).toBe(true);
    expect(isTypoOf("cap", "cup")).toBe(false);
    expect(isTypoOf("shrt", "skirt")).toBe(false);
    expect(isTypoOf("елка", "тарелка")).toBe(false);
  });

  it("looks typos up by deletion neighbourhoods the catalogue words share", () => {
    expect(typoProbes("skrit")).toContain("skit");
    expect(typoProbes("ab")).toEqual([]);
    expect(typoProbes("12345")).toEqual([]);
    expect(typoProbes("=с")).toEqual([]);
  });
});
