/**
 * The cart popup and the feedback of the list forms (with JavaScript).
 *
 * `ListsFeedback` (mounted once in the shop layout) watches every fetcher that posts to
 * /action/cart, /action/wishlist or /action/compare — the product card's heart and compare
 * icon, the product page's buy box, the cart page — and shows the answer's toast ('Product
 * added to wishlist', 'Product removed from wishlist', errors as error toasts). A successful
 * add to cart opens the cart popup with the cart the action answered and its 'Product added
 * to cart' at the top (no toast then: on a phone it would lie over the popup's buttons); the
 * product just added pulses for 4 s. Sold-out lines say 'Sold out' without a quantity or
 * price, and the count is the units that can be bought (lib/cart.ts, as the header and the
 * cart page count). Without JavaScript the forms post, the
 * action redirects back and the page shows the same message as a flash toast.
 */
import { Suspense, lazy, useContext, useEffect, useRef, useState } from "react";
import { UNSAFE_DataRouterContext } from "react-router";
import type { CartAnswer } from "../../../backend/lists/contract";
import { useToast } from "~/components/ui/Toast";

const loadView = () => import("./CartPopupView");
const CartPopupView = lazy(loadView);

interface ActionAnswer {
  /** set by the list actions (lists-actions.ts respond) */
  list?: "cart" | "wishlist" | "compare";
  ok?: boolean;
  intent?: string;
  message?: string;
  error?: string;
  key?: string;
  cart?: CartAnswer;
}

export function ListsFeedback() {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const toast = useToast();
  const toastRef = useRef(toast);
  toastRef.current = toast;
  const seen = useRef(new WeakSet<object>());
  const [popup, setPopup] = useState<{ cart: CartAnswer; key: string | null; message: string | null } | null>(null);
  const [shown, setShown] = useState(false);

  // The router's own subscription sees every fetcher answer (React may skip the short-lived
  // states useFetchers shows, and idle fetchers leave the router state right away).
  useEffect(() => {
    if (!router) return;
    const handle = (answer: ActionAnswer) => {
      const show = toastRef.current;
      if (!answer.ok) {
        show("error", answer.error ?? "");
        return;
      }
      if (answer.list === "cart") {
        if (answer.intent === "add") {
          // the popup says it (a toast would lie over its buttons on a phone)
          if (answer.cart) {
            setShown(true);
            setPopup({ cart: answer.cart, key: answer.key ?? null, message: answer.message ?? null });
          }
          else show("success", answer.message ?? "");
        } else if (answer.intent === "remove") show("info", answer.message ?? "");
      } else {
        show(answer.intent === "remove" ? "info" : "success", answer.message ?? "");
      }
    };
    return router.subscribe((state) => {
      state.fetchers.forEach((fetcher) => {
        // an add to the cart is on its way: fetch the popup's code meanwhile
        if (fetcher.state === "submitting" && fetcher.formAction?.includes("/action/cart")) void loadView();
        // Answers of the list actions say which list they belong to; each is handled once.
        const answer = fetcher.data as ActionAnswer | undefined;
        if (!answer || typeof answer !== "object" || typeof answer.ok !== "boolean" || !answer.list || seen.current.has(answer)) return;
        seen.current.add(answer);
        handle(answer);
      });
    });
  }, [router]);

  // the window's code is fetched the first time an add starts (and kept mounted afterwards, so
  // it closes with its animation)
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <CartPopupView cart={popup?.cart ?? null} lastKey={popup?.key ?? null} message={popup?.message ?? null} open={Boolean(popup)} onClose={() => setPopup(null)} />
    </Suspense>
  );
}
