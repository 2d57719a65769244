/** /cabinet/password (the desktop profile menu's link): the change-password page lives at /cabinet/change-password. */
import { redirect } from "react-router";
import type { Route } from "./+types/password-alias";
import { pathFor } from "~/.server/auth.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).search;
  return redirect(pathFor(context, `/cabinet/change-password${search}`), 301);
}

export async function action({ context }: Route.ActionArgs) {
  // a form posted here (an old page) re-opens the page instead of losing the post silently
  return redirect(pathFor(context, "/cabinet/change-password"), 303);
}
