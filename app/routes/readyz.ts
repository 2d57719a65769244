import type { Route } from "./+types/readyz";
import { getApi } from "~/.server/context";

/** How long the readiness probe waits for the API and its database before it says "not ready". */
export const READY_WITHIN_MS = 1_000;

/** The commerce API and its database answer, within READY_WITHIN_MS (a hung database is not ready). */
export async function loader({ context }: Route.LoaderArgs) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<{ ok: false; error: string }>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, error: `no answer within ${READY_WITHIN_MS} ms` }), READY_WITHIN_MS);
  });
  const answer = await Promise.race([getApi(context).call("health", {}, { method: "GET", anonymous: true }), late]).finally(() => clearTimeout(timer));
  return Response.json(answer.ok ? { ok: true, db: answer.data?.db } : { ok: false, error: answer.error }, {
    status: answer.ok ? 200 : 503,
    headers: { "cache-control": "no-store" },
  });
}
