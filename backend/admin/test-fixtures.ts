import type { BranchFormInput } from "./content-contract.ts";

const stamp = () => Math.random().toString(36).slice(2, 8);

/** A complete branch form in Baku (every language, a landline, a map point), titles made unique; `overrides` change fields. */
export function branchForm(overrides: Partial<BranchFormInput> = {}): BranchFormInput {
  const s = stamp();
  return {
    az: { title: `Bazaar Gənclik ${s}`, city: "Bakı", address: "Fətəli xan Xoyski 10", hours: "10:00–21:00" },
    en: { title: `Bazaar Ganjlik ${s}`, city: "Baku", address: "10 Fatali Khan Khoyski", hours: "10:00–21:00" },
    ru: { title: `Bazaar Гянджлик ${s}`, city: "Баку", address: "Фатали Хан Хойский 10", hours: "10:00–21:00" },
    phone: "+994 12 555 00 00",
    latitude: "40.4000",
    longitude: "49.8500",
    googleEmbed: "",
    isPickup: true,
    sort: "5",
    ...overrides,
  };
}
