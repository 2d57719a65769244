/**
 * /login/facebook, /login/google, /login/apple: the social buttons' targets. No provider is
 * connected in this shop yet, so the visitor returns to the login page with a message.
 */
import type { Route } from "./+types/social";
import { accountT, pathFor, redirectWithFlash } from "~/.server/auth.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const provider = ["facebook", "google", "apple"].includes(params.provider ?? "") ? params.provider : "social";
  return redirectWithFlash(request, pathFor(context, "/login"), "error", accountT(context)("login.socialUnavailable", { provider }));
}
