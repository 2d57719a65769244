/** Helpers of the accounts integration tests (not used by the application). */
import { desc, eq } from "drizzle-orm";
import type { Envelope } from "../core/envelope.ts";
import type { Database } from "../db/client.ts";
import { smsOutbox } from "../db/schema.ts";

type Call = <T = unknown>(
  path: string,
  payload?: Record<string, unknown>,
  opts?: { method?: "GET" | "POST"; token?: string; headers?: Record<string, string> },
) => Promise<Envelope<T> & { status: number }>;

/** The code of the newest SMS to a number (log driver), as sent: "123-456". */
export async function lastCode(database: Database, mobile: string): Promise<string> {
  const [row] = await database.db
    .select({ text: smsOutbox.text })
    .from(smsOutbox)
    .where(eq(smsOutbox.mobile, mobile))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  const match = row ? /(\d{3}-\d{3})/.exec(row.text) : null;
  if (!match) throw new Error(`no code was sent to ${mobile}`);
  return match[1]!;
}

let counter = 0;

/** A fresh valid mobile number (994 55 …) per call. */
export function freshMobile(): string {
  counter += 1;
  const n = (Date.now() % 1_000_000) * 10 + counter;
  return `99455${String(n % 10_000_000).padStart(7, "0")}`;
}

export interface SignedUp {
  mobile: string;
  email: string;
  password: string;
}

/** Signs a customer up through both steps (fields may be overridden). */
export async function signUp(call: Call, database: Database, fields: Record<string, unknown> = {}): Promise<SignedUp> {
  const mobile = (fields.mobile as string | undefined) ?? freshMobile();
  const email = (fields.email as string | undefined) ?? `u${mobile}@example.com`;
  const password = (fields.password as string | undefined) ?? "secret-pass-1";
  const first = await call<{ otp: boolean; token: string }>("auth/signup", {
    firstName: "Aysel",
    lastName: "Mammadova",
    email,
    mobile,
    password,
    password2: password,
    notification: true,
    ...fields,
  });
  if (!first.ok || !first.data?.token) throw new Error(`signup step 1 failed: ${JSON.stringify(first)}`);
  const normalized = mobile.replace(/\D/g, "").replace(/^(\d{9})$/, "994$1");
  const second = await call("auth/signup", { otp: await lastCode(database, normalized), token: first.data.token });
  if (!second.ok) throw new Error(`signup step 2 failed: ${JSON.stringify(second)}`);
  return { mobile: normalized, email, password };
}

export async function logIn(call: Call, username: string, password: string) {
  const answer = await call<{ accessToken: string; refreshToken: string; user: { id: number } }>("login", { username, password });
  if (!answer.ok || !answer.data) throw new Error(`login failed: ${JSON.stringify(answer)}`);
  return answer.data;
}
