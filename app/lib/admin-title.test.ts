import { describe, expect, it } from "vitest";
import { adminMeta, adminStrings, adminText } from "./admin-title";

const az = { orders: { title: "Sifarişlər" }, order: { title: "Sifariş {{number}}" } };
const matches = [{ id: "root", data: { lang: "az" } }, { id: "routes/admin/layout-az", data: { strings: az } }, { id: "routes/admin/orders-az", data: { list: [] } }];

describe("admin tab titles", () => {
  it("come from the admin strings of the layout, in the page's language, with values filled", () => {
    expect(adminStrings(matches)).toBe(az);
    expect(adminText(az, "order.title", { number: "1042" })).toBe("Sifariş 1042");
    expect(adminMeta(matches, { key: "orders.title" }, "Orders")).toEqual([{ title: "Sifarişlər · Bazaar" }, { name: "robots", content: "noindex, nofollow" }]);
  });

  it("fall back to the English words when the strings or the key are missing", () => {
    expect(adminMeta([{ id: "root", data: undefined }], { key: "orders.title" }, "Orders")[0]).toEqual({ title: "Orders · Bazaar" });
    expect(adminMeta(matches, { key: "orders.nothing" }, "Orders")[0]).toEqual({ title: "Orders · Bazaar" });
    expect(adminMeta(matches, { text: "Linen shirt" }, "Product")[0]).toEqual({ title: "Linen shirt · Bazaar" });
  });
});
