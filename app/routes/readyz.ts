import type { Route } from "./+types/readyz";
import { getApi } from "~/.server/context";

/** The commerce API and its database answer. */
export async function loader({ context }: Route.LoaderArgs) {
  const answer = await getApi(context).call("health", {}, { method: "GET", anonymous: true });
  return Response.json(answer.ok ? { ok: true, db: answer.data?.db } : { ok: false, error: answer.error }, {
    status: answer.ok ? 200 : 503,
    headers: { "cache-control": "no-store" },
  });
}
