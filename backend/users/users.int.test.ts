/** Profile and address calls on a real database: field errors, one main address, ownership. */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { logIn, signUp } from "../auth/testing.ts";
import type { Address } from "../auth/contract.ts";
import type { Database } from "../db/client.ts";
import { addresses, deliveryAreas } from "../db/schema.ts";
import { testApi, testDatabase } from "../test/db.ts";

let database: Database;
let api: Awaited<ReturnType<typeof testApi>>;

beforeAll(async () => {
  database = await testDatabase();
  api = await testApi({}, database);
  const t = (en: string) => ({ az: en, en, ru: en });
  const [baku] = await database.db.insert(deliveryAreas).values({ code: "t-baku", level: "city", title: { az: "Bakı", en: "Baku", ru: "Баку" } }).returning();
  const [nasimi] = await database.db.insert(deliveryAreas).values({ code: "t-nasimi", level: "district", parentId: baku!.id, title: t("Nasimi") }).returning();
  await database.db.insert(deliveryAreas).values({ code: "t-28may", level: "place", parentId: nasimi!.id, title: t("28 May") });
  await database.db.insert(deliveryAreas).values({ code: "t-sabail", level: "district", parentId: baku!.id, title: t("Sabail") });
  await database.db.insert(deliveryAreas).values({ code: "t-khirdalan", level: "city", title: t("Khirdalan") });
});

async function customer() {
  const user = await signUp(api.call, database);
  const session = await logIn(api.call, user.mobile, user.password);
  const call = <T>(path: string, payload: Record<string, unknown> = {}) => api.call<T>(path, payload, { token: session.accessToken });
  return { user, session, call };
}

const home = { title: "Home", city: "t-baku", district: "t-nasimi", place: "t-28may", address: "Street 1, flat 2" };
const work = { title: "Work", city: "t-khirdalan", district: "", place: "", address: "Office 5" };

describe("users/update-info", () => {
  it("changes the profile and answers the success message", async () => {
    const { call } = await customer();
    const answer = await call<{ user: { fullName: string; email: string; gender: string }; alert: { message: string } }>("users/update-info", {
      firstName: " Nigar ",
      lastName: "Huseynova",
      email: "nigar.h@example.com",
      gender: "female",
    });
    expect(answer.ok).toBe(true);
    expect(answer.data!.user).toMatchObject({ fullName: "Nigar Huseynova", email: "nigar.h@example.com", gender: "female" });
    expect(answer.data!.alert.message).toBe("Your information has changed successfully");
    const az = await call<{ alert: { message: string } }>("users/update-info", { lang: "az", firstName: "Nigar", lastName: "H" });
    expect(az.data!.alert.message).toBe("Məlumatlarınız uğurla dəyişdirildi");
  });

  it("answers field errors on their fields", async () => {
    const { call } = await customer();
    const bad = await call("users/update-info", { firstName: "", lastName: "X", email: "wrong@" });
    expect(bad.status).toBe(422);
    expect(bad.errors).toEqual({ firstName: "Required field", email: "Wrong email address" });
    const long = await call("users/update-info", { firstName: "F".repeat(101), lastName: "L".repeat(101), lang: "ru" });
    expect(long.errors).toEqual({ firstName: "Текст слишком длинный", lastName: "Текст слишком длинный" });
    const other = await customer();
    const taken = await call("users/update-info", { firstName: "A", lastName: "B", email: other.user.email });
    expect(taken).toMatchObject({ status: 409, errors: { email: "This email is already registered" } });
  });

  it("needs a signed-in user", async () => {
    expect((await api.call("users/update-info", { firstName: "A", lastName: "B" })).status).toBe(401);
  });
});

describe("addresses", () => {
  it("keeps exactly one main address through create, select and remove", async () => {
    const { call } = await customer();
    const empty = await call<{ items: Address[] }>("users/address");
    expect(empty.data!.items).toEqual([]);

    const first = await call<{ items: Address[]; alert: { message: string } }>("users/create-address", home);
    expect(first.data!.alert.message).toBe("The address has been added");
    expect(first.data!.items).toHaveLength(1);
    expect(first.data!.items[0]).toMatchObject({ title: "Home", selected: true, line: "Baku, Nasimi, 28 May, Street 1, flat 2" });

    const second = await call<{ items: Address[] }>("users/create-address", work);
    const main = () => second.data!.items.filter((a) => a.selected);
    expect(main()).toHaveLength(1);
    expect(main()[0]!.title).toBe("Home");
    const workId = second.data!.items.find((a) => a.title === "Work")!.id;
    const homeId = second.data!.items.find((a) => a.title === "Home")!.id;

    const switched = await call<{ items: Address[] }>(`users/add-select-address/${workId}`);
    expect(switched.data!.items.filter((a) => a.selected).map((a) => a.id)).toEqual([workId]);
    expect(switched.data!.items[0]!.id).toBe(workId);

    const removed = await call<{ items: Address[]; alert: { message: string } }>(`users/remove-address/${workId}`);
    expect(removed.data!.alert.message).toBe("The address has been removed");
    expect(removed.data!.items).toEqual([expect.objectContaining({ id: homeId, selected: true })]);

    const ru = await call<{ items: Address[] }>("users/address", { lang: "ru" });
    expect(ru.data!.items[0]!.line).toBe("Баку, Nasimi, 28 May, Street 1, flat 2");
  });

  it("updates an address", async () => {
    const { call } = await customer();
    const created = await call<{ items: Address[] }>("users/create-address", home);
    const id = created.data!.items[0]!.id;
    const updated = await call<{ items: Address[]; alert: { message: string } }>(`users/update-address/${id}`, { ...home, title: "Mum", district: "t-sabail", place: "" });
    expect(updated.data!.alert.message).toBe("The address has been updated");
    expect(updated.data!.items[0]).toMatchObject({ id, title: "Mum", district: "t-sabail", place: null, selected: true });
  });

  it("answers 404 for another customer's address id", async () => {
    const owner = await customer();
    const intruder = await customer();
    const created = await owner.call<{ items: Address[] }>("users/create-address", home);
    const id = created.data!.items[0]!.id;
    for (const path of [`users/update-address/${id}`, `users/add-select-address/${id}`, `users/remove-address/${id}`]) {
      const answer = await intruder.call(path, home);
      expect(answer).toMatchObject({ status: 404, ok: false, error: "Address not found" });
    }
    const [row] = await database.db.select().from(addresses).where(eq(addresses.id, id));
    expect(row).toMatchObject({ title: "Home", selected: true, userId: expect.any(Number) });
    expect((await intruder.call("users/remove-address/abc")).status).toBe(404);
    expect((await intruder.call("users/remove-address/999999")).status).toBe(404);
  });

  it("checks the fields and the city > district > place tree", async () => {
    const { call } = await customer();
    const empty = await call("users/create-address", { title: "", city: "", address: "" });
    expect(empty.errors).toEqual({ title: "Required field", city: "Required field", address: "Required field" });
    const city = await call("users/create-address", { ...home, city: "atlantis" });
    expect(city.errors).toEqual({ city: "Choose a city from the list" });
    const district = await call("users/create-address", { ...home, district: "" });
    expect(district.errors).toEqual({ district: "Required field" });
    const foreign = await call("users/create-address", { ...work, district: "t-nasimi" });
    expect(foreign.errors).toEqual({ district: "Choose a district from the list" });
    const place = await call("users/create-address", { ...home, place: "" });
    expect(place.errors).toEqual({ place: "Required field" });
    const wrongPlace = await call("users/create-address", { ...home, district: "t-sabail" });
    expect(wrongPlace.errors).toEqual({ place: "Choose a place from the list" });
  });

  it("needs a signed-in user", async () => {
    expect((await api.call("users/address")).status).toBe(401);
    expect((await api.call("users/create-address", home)).status).toBe(401);
  });
});
