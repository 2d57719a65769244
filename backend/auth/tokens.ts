/**
 * Session tokens.
 * - Access token: a short-lived JWT (HS256, JWT_SECRET, ACCESS_TOKEN_TTL seconds) with the user id
 *   and its login family (`fid`); a token whose family was revoked is refused before it expires.
 * - Refresh token: 32 random bytes, stored only as a SHA-256 hash, rotated on every use. All the
 *   tokens descending from one login share a family id. Presenting a token that was already
 *   rotated (outside a short grace window for parallel requests) or revoked revokes the whole
 *   family: a stolen token can be used at most once before everybody holding it is logged out.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { SignJWT, errors as joseErrors, jwtVerify } from "jose";
import type { Deps } from "../core/deps.ts";
import { refreshTokens } from "../db/schema.ts";
import type { TokenPair } from "./contract.ts";

const ISSUER = "bazaar-shop";

function secretKey(deps: Deps): Uint8Array {
  return new TextEncoder().encode(deps.config.JWT_SECRET);
}

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** `familyId` (claim `fid`) ties the token to its login: once that family is revoked (logout, replay, password change) the token is refused too. */
export async function signAccessToken(deps: Deps, userId: number, now = Date.now(), familyId?: string): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT(familyId ? { fid: familyId } : {})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + deps.config.ACCESS_TOKEN_TTL)
    .sign(secretKey(deps));
}

export type AccessCheck = { userId: number; familyId?: string } | { expired: true } | { invalid: true };

/** Verifies an access token: the user id, or `expired`, or `invalid` (bad signature, malformed). */
export async function verifyAccessToken(deps: Deps, token: string, now = Date.now()): Promise<AccessCheck> {
  try {
    const { payload } = await jwtVerify(token, secretKey(deps), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      currentDate: new Date(now),
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0) return { invalid: true };
    return typeof payload.fid === "string" ? { userId, familyId: payload.fid } : { userId };
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) return { expired: true };
    return { invalid: true };
  }
}

async function insertRefresh(deps: Deps, userId: number, familyId: string): Promise<string> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + deps.config.REFRESH_TOKEN_TTL * 1000);
  await deps.database.db.insert(refreshTokens).values({ userId, familyId, tokenHash: sha256(token), expiresAt });
  return token;
}

/** A new session (new family) for a user: access + refresh token. */
export async function issueTokens(deps: Deps, userId: number): Promise<TokenPair> {
  const familyId = randomToken(16);
  const refreshToken = await insertRefresh(deps, userId, familyId);
  return { accessToken: await signAccessToken(deps, userId, Date.now(), familyId), refreshToken, refreshTtl: deps.config.REFRESH_TOKEN_TTL };
}

/** Whether a login family still has a token that was not revoked (its access tokens are honoured). */
export async function familyAlive(deps: Deps, familyId: string): Promise<boolean> {
  const rows = await deps.database.db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .limit(1);
  return rows.length > 0;
}

export async function revokeFamily(deps: Deps, familyId: string): Promise<void> {
  await deps.database.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllForUser(deps: Deps, userId: number): Promise<void> {
  await deps.database.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Revokes the family a refresh token belongs to (logout); unknown tokens are ignored. */
export async function revokeByToken(deps: Deps, token: string): Promise<{ userId: number } | null> {
  const [row] = await deps.database.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(token))).limit(1);
  if (!row) return null;
  await revokeFamily(deps, row.familyId);
  return { userId: row.userId };
}

export type RefreshResult = { ok: true; userId: number; tokens: TokenPair } | { ok: false; reason: "unknown" | "expired" | "revoked" | "reused" };

/**
 * Rotates a refresh token: marks it used and answers a new pair in the same family.
 * A revoked token, or one used more than REFRESH_REUSE_GRACE seconds ago, revokes the family.
 */
export async function rotateRefreshToken(deps: Deps, token: string): Promise<RefreshResult> {
  const hash = sha256(token);
  const [row] = await deps.database.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash)).limit(1);
  if (!row) return { ok: false, reason: "unknown" };
  if (row.revokedAt) {
    await revokeFamily(deps, row.familyId);
    return { ok: false, reason: "revoked" };
  }
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: "expired" };

  // claim the token atomically: only one caller can turn used_at from null to now
  const claimed = await deps.database.db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0) {
    // already rotated: a parallel request of the same browser within the grace window gets a
    // sibling pair; anything later is a replay and ends the whole family
    const [current] = await deps.database.db
      .select({ usedAt: refreshTokens.usedAt, revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.id, row.id));
    const grace = deps.config.REFRESH_REUSE_GRACE * 1000;
    const recent = current?.usedAt && !current.revokedAt && Date.now() - current.usedAt.getTime() <= grace;
    if (!recent) {
      await revokeFamily(deps, row.familyId);
      return { ok: false, reason: "reused" };
    }
  }
  const refreshToken = await insertRefresh(deps, row.userId, row.familyId);
  return {
    ok: true,
    userId: row.userId,
    tokens: { accessToken: await signAccessToken(deps, row.userId, Date.now(), row.familyId), refreshToken, refreshTtl: deps.config.REFRESH_TOKEN_TTL },
  };
}

/** Drops long-dead rows (expired more than a day ago); called now and then, never required. */
export async function pruneRefreshTokens(deps: Deps): Promise<void> {
  await deps.database.query(sql`delete from refresh_tokens where expires_at < now() - interval '1 day'`);
}
