/**
 * users calls of the accounts area: users/update-info and the saved addresses
 * (users/address, create-address, update-address/{id}, add-select-address/{id},
 * remove-address/{id}). Another customer's address id answers 404.
 */
import { readId } from "../core/ids.ts";
import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { answerFail, validate } from "../core/respond.ts";
import { USERS_MSG } from "./messages.ts";
import { CALLER_MSG, requireUser } from "../core/caller.ts";
import { addressSchema, updateInfoSchema } from "./schema.ts";
import type { ApiEnv, Deps } from "../core/deps.ts";
import { langOf, readPayload } from "../core/http.ts";
import { translateMessage } from "../core/validators.ts";
import { users, type Lang } from "../db/schema.ts";
import * as service from "./service.ts";

const AREA_MESSAGES = { city: USERS_MSG.wrongCity, district: USERS_MSG.wrongDistrict, place: USERS_MSG.wrongPlace } as const;

function idParam(c: Context): number | null {
  return readId(c.req.param("id"));
}

export function usersRoutes(deps: Deps) {
  const app = new Hono<ApiEnv>();

  async function addressesAnswer(c: Context, userId: number, lang: Lang, message?: string) {
    const items = await service.listAddresses(deps, userId, lang);
    return c.json({
      ok: true,
      data: { items, ...(message ? { alert: { type: "success", message: translateMessage(message, lang) } } : {}) },
    });
  }

  /** validated address fields, or the 422 answer (area codes checked against the delivery tree) */
  async function addressInput(c: Context, payload: Record<string, unknown>, lang: Lang) {
    const input = validate(c, addressSchema, payload, lang);
    if (input instanceof Response) return input;
    const problem = await service.checkAreas(deps, input.city, input.district, input.place);
    if (problem) {
      const message = problem.kind === "required" ? "Required field" : AREA_MESSAGES[problem.field];
      return answerFail(c, lang, message, 422, { [problem.field]: message });
    }
    return input;
  }

  app.post("/users/update-info", async (c) => {
    const userId = requireUser(c);
    if (userId instanceof Response) return userId;
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const input = validate(c, updateInfoSchema, payload, lang);
    if (input instanceof Response) return input;
    if (input.email && (await service.emailTaken(deps, input.email, userId))) {
      return answerFail(c, lang, USERS_MSG.emailTaken, 409, { email: USERS_MSG.emailTaken });
    }
    const changes: Partial<typeof users.$inferInsert> = {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email || null,
    };
    if ("gender" in payload) changes.gender = input.gender || null;
    const [row] = await deps.database.db.update(users).set(changes).where(eq(users.id, userId)).returning();
    if (!row) return answerFail(c, lang, CALLER_MSG.loginRequired, 401);
    return c.json({
      ok: true,
      data: { user: service.toUser(row), alert: { type: "success", message: translateMessage(USERS_MSG.infoChanged, lang) } },
    });
  });

  const list = async (c: Context<ApiEnv>) => {
    const userId = requireUser(c);
    if (userId instanceof Response) return userId;
    const payload = await readPayload(c);
    return addressesAnswer(c, userId, langOf(payload));
  };
  app.get("/users/address", list);
  app.post("/users/address", list);

  app.post("/users/create-address", async (c) => {
    const userId = requireUser(c);
    if (userId instanceof Response) return userId;
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const input = await addressInput(c, payload, lang);
    if (input instanceof Response) return input;
    await service.createAddress(deps, userId, input);
    return addressesAnswer(c, userId, lang, USERS_MSG.addressAdded);
  });

  app.post("/users/update-address/:id", async (c) => {
    const userId = requireUser(c);
    if (userId instanceof Response) return userId;
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const id = idParam(c);
    if (!id) return answerFail(c, lang, USERS_MSG.addressNotFound, 404);
    const input = await addressInput(c, payload, lang);
    if (input instanceof Response) return input;
    if (!(await service.updateAddress(deps, userId, id, input))) return answerFail(c, lang, USERS_MSG.addressNotFound, 404);
    return addressesAnswer(c, userId, lang, USERS_MSG.addressUpdated);
  });

  app.post("/users/add-select-address/:id", async (c) => {
    const userId = requireUser(c);
    if (userId instanceof Response) return userId;
    const lang = langOf(await readPayload(c));
    const id = idParam(c);
    if (!id || !(await service.selectAddress(deps, userId, id))) return answerFail(c, lang, USERS_MSG.addressNotFound, 404);
    return addressesAnswer(c, userId, lang, USERS_MSG.addressSelected);
  });

  app.post("/users/remove-address/:id", async (c) => {
    const userId = requireUser(c);
    if (userId instanceof Response) return userId;
    const lang = langOf(await readPayload(c));
    const id = idParam(c);
    if (!id || !(await service.removeAddress(deps, userId, id))) return answerFail(c, lang, USERS_MSG.addressNotFound, 404);
    return addressesAnswer(c, userId, lang, USERS_MSG.addressRemoved);
  });

  return app;
}
