/**
 * Sign-up discount popup (JavaScript only). The timer starts once per browser session
 * (start time in sessionStorage), is checked every 15 s, and the popup opens once
 * `popupSecond` seconds have passed. Closing it stores a session flag so it does not come
 * back in that session. The mobile field uses the +994 mask; the sign-up link proceeds only
 * with a valid number and passes the normalised number to /signup?mobile=.
 * Not shown to signed-in customers or on the sign-up, login and checkout pages.
 */
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { Popup } from "~/components/ui/Popup";
import { localizePath, splitLangPath, type Lang } from "~/lib/i18n";
import { GiftIcon } from "./icons";
import { isValidMobile, maskMobile, mobileMaskDone, normalizeMobile } from "../../../backend/auth/contract";

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
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [mobile, setMobile] = useState("");
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
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
    <Popup id="discount-popup" open onClose={close} size="sm" title={t("discountPopup.title")}>
      <div className="grid gap-4">
        <div className="flex items-start gap-3">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-soft text-accent">
            <GiftIcon size={22} />
          </span>
          <p className="text-sm leading-6 text-muted">{t("discountPopup.text")}</p>
        </div>
        <form
          noValidate
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (!isValidMobile(mobile)) {
              setError(t("wrongMobile"));
              inputRef.current?.focus();
              return;
            }
            close();
            navigate(`${localizePath("/signup", lang)}?mobile=${encodeURIComponent(normalizeMobile(mobile) ?? "")}`);
          }}
        >
          <div>
            <label htmlFor="discount-mobile" className="label">
              {t("mobile")}
            </label>
            <input
              ref={inputRef}
              id="discount-mobile"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              className="input"
              placeholder="+994 50 123 45 67"
              value={mobile}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "discount-mobile-error" : undefined}
              onFocus={() => {
                if (!mobile) setMobile("+994 ");
              }}
              onChange={(event) => {
                const next = maskMobile(event.target.value);
                setMobile(next);
                if (error && isValidMobile(next)) setError(null);
                if (mobileMaskDone(next)) event.target.blur();
              }}
              onBlur={() => {
                if (mobile.trim() && mobile.trim() !== "+994" && !isValidMobile(mobile)) setError(t("wrongMobile"));
              }}
            />
            {error ? (
              <p id="discount-mobile-error" className="field-error" data-testid="discount-mobile-error">
                {error}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn-primary w-full">
            {t("discountPopup.cta")}
          </button>
        </form>
      </div>
    </Popup>
  );
}
