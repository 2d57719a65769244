/**
 * POST /action/compare — intent add | remove (productId, itemId, redirectTo). Guests: the
 * compare cookie (up to 12 products); signed-in customers: the server list. Data for a
 * fetcher, a 303 back with a flash message for a plain form post. GET goes to /compare.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/action.compare";
import { addToServerCompare, getServerCompare, removeServerCompareItem } from "~/.server/api/lists";
import { getApi } from "~/.server/context";
import { GUEST_LIMITS, forgetLists, guestCookie, readGuestLists } from "~/.server/guest-lists";
import { listActionContext, respond } from "~/.server/list-actions";
import { toastKey } from "~/lib/messages";
import { compareFormSchema, formObject } from "~/components/cart/schemas";

export function loader() {
  return redirect("/compare", 303);
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = await listActionContext("compare", request, context, "/compare");
  const { t, lang, error } = ctx;
  const api = getApi(context);
  const parsed = compareFormSchema.safeParse(formObject(ctx.form));
  if (!parsed.success) return respond(ctx, { ok: false, intent: "", error: error("api.badForm") });
  const f = parsed.data;
  forgetLists(api);
  const result = (ok: boolean, failure?: Parameters<typeof error>[0]) =>
    ok
      ? { ok: true, intent: f.intent, productId: f.productId, message: t(`common:${toastKey(f.intent === "add" ? "addedToCompare" : "removedFromCompare")}`) }
      : { ok: false, intent: f.intent, productId: f.productId, error: error(failure ?? "api.failed") };

  if (ctx.userId) {
    if (f.intent === "add") {
      const answer = await addToServerCompare(api, f.productId, { lang });
      return respond(ctx, result(answer.ok, answer));
    }
    let itemId = f.itemId;
    if (!itemId) {
      const list = await getServerCompare(api, { lang });
      itemId = list.data?.items.find((i) => i.productId === f.productId)?.id ?? undefined;
    }
    if (!itemId) return respond(ctx, result(true));
    const answer = await removeServerCompareItem(api, itemId, { lang });
    return respond(ctx, result(answer.ok, answer));
  }

  const lists = readGuestLists(request);
  const rest = lists.compare.filter((id) => id !== f.productId);
  if (f.intent === "add") {
    if (lists.compare.includes(f.productId)) return respond(ctx, result(true));
    if (rest.length >= GUEST_LIMITS.compare) return respond(ctx, result(false, "lists.compareFull"));
    rest.push(f.productId);
  }
  api.setCookies.push(guestCookie(request, "compare", rest));
  return respond(ctx, result(true));
}
