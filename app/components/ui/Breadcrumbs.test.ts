import { describe, expect, it } from "vitest";
import { withHome } from "./Breadcrumbs";

describe("withHome", () => {
  it("puts Home first", () => {
    expect(withHome([{ title: "Women", to: "/women" }, { title: "Shoes" }], "Home", "Bazaar")).toEqual([
      { title: "Home", to: "/" },
      { title: "Women", to: "/women" },
      { title: "Shoes" },
    ]);
  });
  it("names the start by the site when a crumb is called Home too (never Home › Home)", () => {
    expect(withHome([{ title: "Home" }], "Home", "Bazaar")[0]).toEqual({ title: "Bazaar", to: "/" });
    expect(withHome([{ title: "ev" }], "Ev", "Bazaar").map((c) => c.title)).toEqual(["Bazaar", "ev"]);
  });
});
