import { describe, expect, it } from "vitest";
import { buildSearchText, searchTerms } from "./match.ts";

describe("search terms", () => {
  it("folds Azerbaijani letters so both spellings search the same", () => {
    expect(searchTerms("Köynək")).toEqual(searchTerms("koynek"));
    expect(searchTerms("Ağ KÖYNƏK")!.tsquery).toBe("ag:* & koynek:*");
  });

  it("cuts at 30 characters before folding and drops everything but letters and digits", () => {
    expect(searchTerms(`${"x".repeat(30)} shirt`)!.tokens).toEqual(["x".repeat(30)]);
    expect(searchTerms(`<script>alert('x')</script>`)!.tokens).toEqual(["script", "alert", "x", "script"]);
    expect(searchTerms(`'"<>;--`)).toBeNull();
    expect(searchTerms("a:* | b & !c")!.tsquery).toBe("a:* & b:* & c:*");
  });

  it("builds the stored search text folded", () => {
    expect(buildSearchText(["Ağ kətan köynək", "Xəzər", null])).toBe("ag ketan koynek xezer");
  });
});
