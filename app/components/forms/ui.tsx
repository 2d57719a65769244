/**
 * Building blocks of the account pages: the centred auth card, labelled fields with their
 * errors, the mobile and code inputs (typing masks with JavaScript), alerts, the success
 * screen and the cabinet frame with its tabs.
 */
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { useTranslation } from "~/lib/translation";
import { Link, NavLink } from "react-router";
import { CheckIcon } from "~/components/layout/icons";
import { maskMobile, maskOtp, mobileMaskDone } from "~/lib/forms/account";
import { useHydrated } from "~/hooks/useHydrated";
import { useLocalize } from "~/hooks/useLang";
import { useMessage } from "~/hooks/useMessage";
import { MESSAGE_ICONS } from "~/components/ui/Toast";
import type { MessageType } from "~/lib/messages";


export function AuthCard({ title, children, footer, testId }: { title: ReactNode; children: ReactNode; footer?: ReactNode; testId?: string }) {
  return (
    <div className="container-shop flex justify-center py-10 sm:py-16">
      <section className="w-full max-w-md rounded-xl border border-line bg-white p-6 shadow-sm sm:p-8" data-testid={testId}>
        <h1 className="mb-6 text-2xl font-semibold text-ink">{title}</h1>
        {children}
        {footer ? <div className="mt-6 border-t border-line pt-5 text-sm text-muted">{footer}</div> : null}
      </section>
    </div>
  );
}

export function Alert({ type, children, testId }: { type: MessageType; children: ReactNode; testId?: string }) {
  const Icon = MESSAGE_ICONS[type];
  const tone =
    type === "success"
      ? "border-emerald-200 bg-emerald-50 text-emerald-800"
      : type === "error"
        ? "border-red-200 bg-red-50 text-sale"
        : "border-brand/20 bg-brand/5 text-brand";
  return (
    <div className={`mb-5 flex items-start gap-3 rounded-md border px-4 py-3 text-sm ${tone}`} role={type === "error" ? "alert" : "status"} data-testid={testId ?? `alert-${type}`}>
      <Icon size={20} className="mt-px shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

/** The form-level error of a conform form (e.g. 'Login or password is incorrect'). */
export function FormError({ errors, id }: { errors?: string[]; id?: string }) {
  const message = useMessage();
  if (!errors?.length) return null;
  return (
    <div id={id}>
      <Alert type="error" testId="form-error">
        {message(errors[0])}
      </Alert>
    </div>
  );
}

export function FieldError({ field }: { field: FieldMetadata<unknown> }) {
  const message = useMessage();
  const text = message(field.errors?.[0]);
  if (!text) return null;
  return (
    <p id={field.errorId} className="field-error" data-testid={`error-${field.name}`}>
      {text}
    </p>
  );
}

type InputExtras = Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "type" | "defaultValue" | "form">;

export function TextField({
  field,
  label,
  type = "text",
  hint,
  ...rest
}: { field: FieldMetadata<string | undefined>; label: ReactNode; type?: "text" | "email" | "password" | "date"; hint?: ReactNode } & InputExtras) {
  return (
    <div>
      <label htmlFor={field.id} className="label">
        {label}
      </label>
      <input {...getInputProps(field, { type })} className="input" {...rest} />
      {hint ? <p className="mt-1 text-xs text-muted">{hint}</p> : null}
      <FieldError field={field as FieldMetadata<unknown>} />
    </div>
  );
}

/**
 * The most characters the mobile input takes: a whole number as people paste it
 * ("+994 50 765 43 21", "00994 (50) 765-43-21") after the "+994 " the field may already show;
 * the mask then shortens it to the 17 characters of `+994 XX XXX XX XX`.
 */
export const MOBILE_INPUT_MAX = 40;

/**
 * The mobile number input: +994 99 999 99 99, the one mask of every form. With JavaScript the
 * digits are grouped while typing or pasting and the field loses focus once the 17 characters
 * of a full number are in; `prefill` puts "+994 " into an empty field when it gets focus.
 */
export function MobileField({ field, label, prefill = false, onFocus, ...rest }: { field: FieldMetadata<string | undefined>; label: ReactNode; prefill?: boolean } & InputExtras) {
  const props = getInputProps(field, { type: "tel" });
  const [value, setValue] = useState(String(field.initialValue ?? ""));
  const hydrated = useHydrated();
  useEffect(() => setValue(String(field.initialValue ?? "")), [field.initialValue]);
  return (
    <div>
      <label htmlFor={field.id} className="label">
        {label}
      </label>
      <input
        {...props}
        {...(hydrated ? { value, defaultValue: undefined } : {})}
        onChange={(event) => {
          const masked = maskMobile(event.target.value);
          setValue(masked);
          if (mobileMaskDone(masked)) event.target.blur();
        }}
        onFocus={(event) => {
          if (prefill && hydrated && !event.target.value) setValue("+994 ");
          onFocus?.(event);
        }}
        inputMode="tel"
        autoComplete="tel"
        placeholder="+994 __ ___ __ __"
        maxLength={MOBILE_INPUT_MAX}
        className="input"
        {...rest}
      />
      <FieldError field={field as FieldMetadata<unknown>} />
    </div>
  );
}

/** The one-time code input (999-999) plus the hidden form token of the step. */
export function OtpFields({ otp, token, tokenValue, label }: { otp: FieldMetadata<string>; token: FieldMetadata<string>; tokenValue: string; label: ReactNode }) {
  const [value, setValue] = useState("");
  const hydrated = useHydrated();
  return (
    <div>
      <input type="hidden" name={token.name} value={tokenValue} />
      <label htmlFor={otp.id} className="label">
        {label}
      </label>
      <input
        {...getInputProps(otp, { type: "text" })}
        {...(hydrated ? { value, defaultValue: undefined } : {})}
        onChange={(event) => setValue(maskOtp(event.target.value))}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="___-___"
        maxLength={7}
        className="input max-w-48 text-center text-lg tracking-[0.3em]"
        data-testid="otp-input"
      />
      <FieldError field={otp as FieldMetadata<unknown>} />
      <FieldError field={token as FieldMetadata<unknown>} />
    </div>
  );
}

export function SubmitButton({ children, busy, testId, className = "" }: { children: ReactNode; busy?: boolean; testId?: string; className?: string }) {
  const { t } = useTranslation("common");
  return (
    <button type="submit" className={`btn-primary w-full ${className}`} disabled={busy} data-testid={testId} aria-busy={busy || undefined}>
      {busy ? t("loading") : children}
    </button>
  );
}

/** The success screen of a finished flow ('Thank you!'…) with its link. */
export function SuccessScreen({ title, message, link, testId }: { title: ReactNode; message: ReactNode; link: { to: string; label: ReactNode }; testId?: string }) {
  return (
    <div className="container-shop flex justify-center py-12 sm:py-20" data-testid={testId ?? "success-screen"}>
      <section className="w-full max-w-md rounded-xl border border-line bg-white p-8 text-center shadow-sm">
        <span className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
          <CheckIcon size={28} />
        </span>
        <h1 className="text-2xl font-semibold text-ink">{title}</h1>
        <p className="mt-3 text-muted">{message}</p>
        <Link to={link.to} className="btn-primary mt-6 w-full">
          {link.label}
        </Link>
      </section>
    </div>
  );
}

export type CabinetTab = "profile" | "orders" | "address" | "password";

/** The cabinet frame: heading, tabs (My profile, My orders, My addresses) and side links. */
export function CabinetShell({ active, title, children, fullName }: { active: CabinetTab; title: ReactNode; children: ReactNode; fullName: string }) {
  const { t } = useTranslation("account");
  const localize = useLocalize();
  const tabs: { key: CabinetTab; to: string; label: string }[] = [
    { key: "profile", to: "/cabinet", label: t("cabinet.profile") },
    { key: "orders", to: "/cabinet/orders", label: t("cabinet.orders") },
    { key: "address", to: "/cabinet/address", label: t("cabinet.addresses") },
    { key: "password", to: "/cabinet/change-password", label: t("cabinet.changePassword") },
  ];
  return (
    <div className="container-shop pb-16 pt-6 sm:pt-10" data-testid="cabinet">
      <p className="text-sm text-muted">{t("cabinet.hello", { name: fullName })}</p>
      <h1 className="mt-1 text-2xl font-semibold text-ink sm:text-3xl">{title}</h1>
      {/* the tabs wrap onto a second row on phones: every label whole, none hidden in a sideways scroll */}
      <nav aria-label={t("cabinet.title")} className="mt-5 border-b border-line">
        <ul className="flex flex-wrap gap-x-1">
          {tabs.map((tab) => (
            <li key={tab.key}>
              <NavLink
                to={localize(tab.to)}
                end
                aria-current={tab.key === active ? "page" : undefined}
                className={`-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium transition sm:px-4 ${
                  tab.key === active ? "border-brand text-brand" : "border-transparent text-muted hover:text-ink"
                }`}
                data-testid={`tab-${tab.key}`}
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
          <li className="ml-auto">
            <Link to={localize("/logout")} className="inline-flex min-h-11 items-center px-3 text-sm font-medium text-muted hover:text-ink" data-testid="cabinet-logout">
              {t("logout.link")}
            </Link>
          </li>
        </ul>
      </nav>
      <div className="mt-6 sm:mt-8">{children}</div>
    </div>
  );
}
