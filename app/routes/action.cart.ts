/**
 * POST /action/cart — intent add | update | remove (productId, size, option, qty, step,
 * itemId, redirectTo). Guests: the cart cookie (the API merges, checks the stock and prices);
 * signed-in customers: the server cart. With a fetcher it answers data (the popup's cart and
 * the toast text); a plain form post gets a 303 back to `redirectTo` with a flash message.
 * GET changes nothing: it goes to the cart page.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/action.cart";
import { recordItemsToCart } from "~/.server/api/content";
import {
  addToServerCart,
  changeServerQty,
  getServerCart,
  guestAddToCart,
  guestChangeQty,
  removeServerCartItem,
  type CartAnswer,
} from "~/.server/api/lists";
import { getApi } from "~/.server/context";
import { forgetLists, guestCookie, readGuestLists } from "~/.server/guest-lists";
import { listActionContext, respond, type ListActionResult } from "~/.server/list-actions";
import { logger } from "~/.server/log";
import { toastKey } from "~/lib/messages";
import { cartFormSchema, formObject, lineKey } from "~/components/cart/schemas";

export function loader() {
  return redirect("/cart", 303);
}

export interface CartActionData extends ListActionResult {
  /** the line the action was about */
  key?: string;
  /** the cart after an add (for the popup) */
  cart?: CartAnswer;
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = await listActionContext("cart", request, context, "/cart");
  const { t, lang, error } = ctx;
  const api = getApi(context);
  const parsed = cartFormSchema.safeParse(formObject(ctx.form));
  if (!parsed.success) {
    const intent = ctx.form.get("intent");
    return respond(ctx, { ok: false, intent: typeof intent === "string" ? intent : "", error: error("api.badForm") });
  }
  const f = parsed.data;
  const key = lineKey(f.productId, f.size, f.option);
  const fail = (failure: Parameters<typeof error>[0]): CartActionData => ({ ok: false, intent: f.intent, key, error: error(failure) });
  forgetLists(api);

  if (f.intent === "add") {
    const qty = f.qty && f.qty > 0 ? Math.min(f.qty, 999) : 1;
    const line = { productId: f.productId, size: f.size, option: f.option, qty };
    let answer;
    if (ctx.userId) answer = await addToServerCart(api, { ...line, max: 0 }, { lang });
    else {
      const lists = readGuestLists(request);
      answer = await guestAddToCart(api, lists.cart, line, { lang });
      if (answer.ok && answer.data?.cart) api.setCookies.push(guestCookie(request, "cart", answer.data.cart));
    }
    if (!answer.ok || !answer.data) return respond(ctx, fail(answer));
    await recordItemsToCart(api, { agent: request.headers.get("user-agent") ?? "", productId: f.productId, size: f.size, qty }).catch((err: unknown) =>
      logger.warn({ err }, "cart statistic failed"),
    );
    const { cart: _cookie, removeProducts: _removed, ...cart } = answer.data;
    return respond(ctx, { ok: true, intent: "add", key, message: t(`common:${toastKey("addedToCart")}`), cart });
  }

  if (f.intent === "update") {
    const base = f.qty ?? NaN;
    const qty = base + (f.step ?? 0);
    if (!Number.isInteger(qty) || qty < 1) return respond(ctx, fail("lists.minQty"));
    const line = { productId: f.productId, size: f.size, option: f.option, qty };
    let answer;
    if (ctx.userId) answer = await changeServerQty(api, { ...line, itemId: f.itemId }, { lang });
    else {
      const lists = readGuestLists(request);
      answer = await guestChangeQty(api, lists.cart, line, { lang });
      if (answer.ok && answer.data?.cart) api.setCookies.push(guestCookie(request, "cart", answer.data.cart));
    }
    if (!answer.ok) return respond(ctx, fail(answer));
    return respond(ctx, { ok: true, intent: "update", key, message: t("quantityChanged") });
  }

  // remove
  if (ctx.userId) {
    let itemId = f.itemId;
    if (!itemId) {
      const cart = await getServerCart(api, { lang });
      itemId = cart.data?.items.find((l) => l.key === key)?.id ?? undefined;
    }
    const answer = itemId ? await removeServerCartItem(api, itemId, { lang }) : ({ ok: false, code: "lists.notInCart" } as const);
    if (!answer.ok) return respond(ctx, fail(answer));
  } else {
    const lists = readGuestLists(request);
    const rest = lists.cart.filter((l) => lineKey(l.id, l.size, l.option) !== key);
    api.setCookies.push(guestCookie(request, "cart", rest));
  }
  // the confirm step (?remove=…) is dropped from the return address
  const back = ctx.redirectTo.replace(/([?&])remove=[^&#]*&?/, "$1").replace(/[?&](#|$)/, "$1");
  return respond(ctx, { ok: true, intent: "remove", key, message: t("removed") }, back);
}
