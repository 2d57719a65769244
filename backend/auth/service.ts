/**
 * What other modules may ask auth (ADR 0028: a module reads and writes its own tables and
 * asks the others through their service functions).
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { otpCodes } from "./tables.ts";

export interface OtpChallenge {
  status: "pending" | "used" | "cancelled";
  purpose: string;
  payload: Record<string, unknown> | null;
}

/** The state of a one-time-code challenge by its token (null: no such challenge). Checkout reads it to answer a repeated confirmation. */
export async function otpChallenge(database: Database, token: string): Promise<OtpChallenge | null> {
  const [row] = await database.db
    .select({ status: otpCodes.status, purpose: otpCodes.purpose, payload: otpCodes.payload })
    .from(otpCodes)
    .where(eq(otpCodes.token, token))
    .limit(1);
  return row ?? null;
}

/** For the back office (support sends a customer a reset code; a staff member without a role is signed out). */
export { checkOtp, sendOtp } from "./otp.ts";
export { randomToken, revokeAllForUser, sha256 } from "./tokens.ts";
// other modules' forms count attempts with auth's limiter; staff sets passwords
export { rateLimiter } from "./ratelimit.ts";
export { hashPassword } from "./passwords.ts";
