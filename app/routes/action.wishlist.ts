/**
 * POST /action/wishlist — intent add | remove (productId, size, option, itemId, redirectTo).
 * Guests: the wish cookie; signed-in customers: the server wishlist. Data for a fetcher, a
 * 303 back with a flash message for a plain form post. GET goes to the wishlist page.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/action.wishlist";
import { addToServerWishlist, getServerWishlist, removeServerWishItem } from "~/.server/api/lists";
import { getApi } from "~/.server/context";
import { GUEST_LIMITS, forgetLists, guestCookie, readGuestLists } from "~/.server/guest-lists";
import { listActionContext, respond } from "~/.server/list-actions";
import { toastKey } from "~/lib/messages";
import { formObject, wishlistFormSchema } from "~/components/cart/schemas";

export function loader() {
  return redirect("/wishlist", 303);
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = await listActionContext("wishlist", request, context, "/wishlist");
  const { t, lang, error } = ctx;
  const api = getApi(context);
  const parsed = wishlistFormSchema.safeParse(formObject(ctx.form));
  if (!parsed.success) return respond(ctx, { ok: false, intent: "", error: error("api.badForm") });
  const f = parsed.data;
  forgetLists(api);
  const result = (ok: boolean, failure?: Parameters<typeof error>[0]) =>
    ok
      ? { ok: true, intent: f.intent, productId: f.productId, message: t(`common:${toastKey(f.intent === "add" ? "addedToWishlist" : "removedFromWishlist")}`) }
      : { ok: false, intent: f.intent, productId: f.productId, error: error(failure ?? "api.failed") };

  if (ctx.userId) {
    if (f.intent === "add") {
      const answer = await addToServerWishlist(api, { productId: f.productId, size: f.size, option: f.option }, { lang });
      return respond(ctx, result(answer.ok, answer));
    }
    let itemId = f.itemId;
    if (!itemId) {
      const list = await getServerWishlist(api, { lang });
      itemId = list.data?.items.find((i) => i.productId === f.productId)?.id ?? undefined;
    }
    // already gone counts as removed
    if (!itemId) return respond(ctx, result(true));
    const answer = await removeServerWishItem(api, itemId, { lang });
    return respond(ctx, result(answer.ok, answer));
  }

  const lists = readGuestLists(request);
  let next = lists.wishlist.filter((w) => w.id !== f.productId);
  if (f.intent === "add") {
    next.push({ id: f.productId, size: f.size, option: f.option });
    // the oldest entries make room
    if (next.length > GUEST_LIMITS.wishlist) next = next.slice(next.length - GUEST_LIMITS.wishlist);
  }
  api.setCookies.push(guestCookie(request, "wish", next));
  return respond(ctx, result(true));
}
