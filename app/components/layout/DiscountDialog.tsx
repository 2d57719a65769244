/**
 * The discount popup's window (DiscountPopup.tsx decides when it opens): loaded on demand when
 * it is due, not with every page.
 */
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "~/lib/translation";
import { useMessage } from "~/hooks/useMessage";
import { Popup } from "~/components/ui/Popup";
import { localizePath, type Lang } from "~/lib/i18n";
import { GiftIcon } from "./icons";
import { isValidMobile, maskMobile, mobileMaskDone, normalizeMobile } from "../../../backend/auth/contract";

export default function DiscountDialog({ lang, close }: { lang: Lang; close: () => void }) {
  const { t } = useTranslation();
  const message = useMessage();
  const [mobile, setMobile] = useState("");
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);

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
              setError(message("field.wrongMobile"));
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
                if (mobile.trim() && mobile.trim() !== "+994" && !isValidMobile(mobile)) setError(message("field.wrongMobile"));
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
