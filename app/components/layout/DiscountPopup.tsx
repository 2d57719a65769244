/**
 * Sign-up discount popup (JavaScript only). The timer starts once per browser session
 * (start time in sessionStorage), is checked every 15 s, and the popup opens once
 * `popupSecond` seconds have passed. Closing it stores a session flag so it does not come
 * back in that session. The mobile field uses the +994 mask; the sign-up link proceeds only
 * with a valid number and passes the normalised number to /signup?mobile=.
 * Not shown to signed-in customers or on the sign-up, login and checkout pages.
 */
import { Suspense, lazy, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { splitLangPath, type Lang } from "~/lib/i18n";

/** The window itself: its code is fetched when the popup is due (most visits never see it). */
const DiscountDialog = lazy(() => import("./DiscountDialog"));

export const POPUP_CHECK_MS = 15_000;
export const POPUP_STARTED_KEY = "discountPopupStarted";
export const POPUP_CLOSED_KEY = "discountPopupClosed";

const QUIET_PATHS = ["/signup", "/login", "/remind", "/checkout", "/order", "/cart"];

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Whether the popup is due: not closed in this session and `delaySeconds` passed since the start. */
export function popupDue(store: Pick<Storage, "getItem">, delaySeconds: number, now: number): boolean {
  if (store.getItem(POPUP_CLOSED_KEY)) return false;
  const started = Number(store.getItem(POPUP_STARTED_KEY));
  if (!Number.isFinite(started) || started <= 0) return false;
  return now - started >= delaySeconds * 1000;
}

export function DiscountPopup({ delaySeconds, lang, disabled }: { delaySeconds: number; lang: Lang; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const quiet = QUIET_PATHS.some((p) => splitLangPath(location.pathname).path.startsWith(p));

  useEffect(() => {
    if (disabled || delaySeconds <= 0) return;
    const store = storage();
    if (!store || store.getItem(POPUP_CLOSED_KEY)) return;
    // the timer starts once per session
    if (!store.getItem(POPUP_STARTED_KEY)) store.setItem(POPUP_STARTED_KEY, String(Date.now()));
    const check = () => {
      if (popupDue(store, delaySeconds, Date.now())) {
        setOpen(true);
        clearInterval(timer);
      }
    };
    const timer = setInterval(check, POPUP_CHECK_MS);
    return () => clearInterval(timer);
  }, [delaySeconds, disabled]);

  const close = () => {
    setOpen(false);
    storage()?.setItem(POPUP_CLOSED_KEY, "1");
  };

  if (!open || disabled || quiet) return null;

  return (
    <Suspense fallback={null}>
      <DiscountDialog lang={lang} close={close} />
    </Suspense>
  );
}
