/**
 * The server half of /checkout: the page's data (options, the first summary, a fresh
 * idempotency key), the no-JS 'Update', placing the order and the OTP confirmation, and what
 * each products/checkout answer turns into (redirects, cookies, the next screen).
 *
 * Guests' cart is the cart cookie (sent as `cart`); a signed-in customer's cart is on the
 * server. Nothing price-like from the form is forwarded: the payload is built field by field
 * from the values the checkout rules validated (backend/checkout/form-contract.ts, the API's
 * own), and every amount shown comes from checkout/summary.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { randomUUID } from "node:crypto";
import { data, redirect, type RouterContextProvider } from "react-router";
import { getCurrentUser } from "~/.server/api/account";
import {
  getCheckoutOptions,
  getCheckoutSummary,
  placeOrder,
  type CheckoutAnswer,
  type CheckoutOptions,
  type CheckoutSummary,
  type GuestCartItem,
  type PaymentForm,
} from "~/.server/api/checkout";
import type { Envelope } from "~/.server/api";
import { getApi, getLang } from "~/.server/context";
import { clearGuestCookie, readGuestLists } from "~/.server/guest-lists";
import { logger } from "~/.server/log";
import { clearUtmCookie, readUtm } from "~/.server/utm";
import { GENERIC_ERROR, answerMessage, coded } from "~/lib/error-text";
import { localizePath, type Lang } from "~/lib/i18n";
import { safePath } from "~/lib/safe-path";
import { getInstance } from "~/middleware/i18next";
import { formatMobile } from "~/lib/forms/account";
import {
  IDEMPOTENCY_KEY_RE,
  checkoutFormSchema,
  checkoutOtpSchema,
  checkoutPayload,
  initialValues,
  mapApiErrors,
  readValues,
  summaryInput,
  type CheckoutRules,
  type CheckoutValues,
} from "~/lib/forms/checkout";
import { readForm } from "~/.server/form-body";

type Context = Readonly<RouterContextProvider>;

export type FormState = {
  step: "form";
  values: CheckoutValues;
  summary: CheckoutSummary | null;
  idempotencyKey: string;
  result?: SubmissionResult<string[]>;
  /** the code was entered wrong too many times */
  cancel?: boolean;
};
export type OtpState = {
  step: "otp";
  values: CheckoutValues;
  summary: CheckoutSummary | null;
  idempotencyKey: string;
  otpToken: string;
  /** where the code went (masked by the API) */
  to: string;
  result?: SubmissionResult<string[]>;
};
export type RedirectState = { step: "redirect"; payment: PaymentForm };
export type ActionData = FormState | OtpState | RedirectState;

export const newIdempotencyKey = () => randomUUID();
/** The form's idempotency key when it is a key (the API's rule), else a new one. */
const keyOr = (posted: unknown): string => (typeof posted === "string" && IDEMPOTENCY_KEY_RE.test(posted) ? posted : newIdempotencyKey());

export function checkoutT(context: Context) {
  return getInstance(context).getFixedT(getLang(context), "checkout");
}

/** The checkout rules' lists, from the page's options (the lists the API checks against). */
export function checkoutRules(options: CheckoutOptions): CheckoutRules {
  return {
    areas: options.areas,
    installment: options.installment,
    savedAddresses: options.customer ? options.addresses.map((a) => a.id) : [],
    branches: options.branches.map((b) => b.id),
  };
}

/** The shopper's cart as the calls take it: the cookie's lines for a guest, nothing for a customer (server cart). */
async function cartOf(request: Request, context: Context): Promise<{ signedIn: boolean; cart: GuestCartItem[] | undefined }> {
  const api = getApi(context);
  const user = api.signedIn ? await getCurrentUser(api) : null;
  if (user) return { signedIn: true, cart: undefined };
  return { signedIn: false, cart: readGuestLists(request).cart };
}

function cartPath(context: Context) {
  return localizePath("/cart", getLang(context));
}

/** An envelope's redirect (e.g. an empty cart → "/cart") as a path in the page's language; only local paths. */
function envelopeRedirect(answer: Envelope<unknown>, lang: Lang): string | null {
  const to = safePath(answer.redirect);
  if (!to) return null;
  return /^\/(az|en|ru)(\/|$)/.test(to) ? to : localizePath(to, lang);
}

async function summaryFor(context: Context, values: CheckoutValues, cart: GuestCartItem[] | undefined, hasSaved: boolean) {
  const answer = await getCheckoutSummary(getApi(context), summaryInput(values, cart, hasSaved));
  const to = envelopeRedirect(answer, getLang(context));
  if (to) throw redirect(to, 303);
  if (!answer.ok || !answer.data) {
    logger.warn({ error: answer.error }, "checkout summary failed");
    return null;
  }
  if (answer.data.items.length === 0) throw redirect(cartPath(context), 303);
  return answer.data;
}

async function optionsFor(context: Context): Promise<CheckoutOptions> {
  const answer = await getCheckoutOptions(getApi(context));
  if (!answer.ok || !answer.data) {
    logger.error({ error: answer.error }, "checkout options failed");
    throw data({ message: answer.error ?? "Checkout is not available" }, { status: 503 });
  }
  return answer.data;
}

export async function checkoutLoader(request: Request, context: Context) {
  const { signedIn, cart } = await cartOf(request, context);
  // a guest without a cart: nothing to check out (no call needed)
  if (!signedIn && (!cart || cart.length === 0)) throw redirect(cartPath(context));
  const options = await optionsFor(context);
  const values = initialValues({
    customer: options.customer,
    addresses: options.customer ? options.addresses : [],
    onlyCard: false,
    cardPayments: options.cardPayments,
    formatMobile,
  });
  let summary = await summaryFor(context, values, cart, options.addresses.length > 0 && Boolean(options.customer));
  // card-only carts: cash is not offered, start with card
  if (summary?.onlyCard && values.payment === "cash") {
    values.payment = options.cardPayments ? "card" : "";
    summary = await summaryFor(context, values, cart, options.addresses.length > 0 && Boolean(options.customer));
  }
  const t = checkoutT(context);
  return {
    title: t("title"),
    signedIn,
    options,
    values,
    summary,
    idempotencyKey: newIdempotencyKey(),
  };
}

export type CheckoutLoaderData = Awaited<ReturnType<typeof checkoutLoader>>;

/** The form again (after 'Update', a refused order, an edit or a cancelled code) with a recomputed summary. */
async function formAgain(
  context: Context,
  values: CheckoutValues,
  cart: GuestCartItem[] | undefined,
  hasSaved: boolean,
  extra: Partial<FormState> & { status?: number } = {},
) {
  const { status = 200, ...rest } = extra;
  const summary = extra.summary !== undefined ? extra.summary : await summaryFor(context, values, cart, hasSaved);
  return data<ActionData>({ step: "form", values, summary, idempotencyKey: newIdempotencyKey(), ...rest }, { status });
}

/** Turns the API's answer into the next screen (shared by placing and confirming). */
function answerScreen(request: Request, context: Context, answer: CheckoutAnswer, state: { values: CheckoutValues; summary: CheckoutSummary | null }) {
  const lang = getLang(context);
  if (answer.azericard?.url) {
    return data<ActionData>({ step: "redirect", payment: { url: answer.azericard.url, fields: answer.azericard.fields ?? {} } });
  }
  if (answer.paymentUrl && /^https?:\/\//.test(answer.paymentUrl)) {
    throw redirect(answer.paymentUrl, 303);
  }
  if (answer.otpToken) {
    return data<ActionData>({
      step: "otp",
      values: state.values,
      summary: state.summary,
      otpToken: answer.otpToken,
      to: answer.mobile ?? "",
      idempotencyKey: newIdempotencyKey(),
    });
  }
  if (answer.token) {
    // cash (or nothing left to pay): the order is placed — empty the guest cart, forget the marks
    const headers = new Headers();
    headers.append("Set-Cookie", clearGuestCookie(request, "cart"));
    headers.append("Set-Cookie", clearUtmCookie(request));
    throw redirect(localizePath(`/order?token=${encodeURIComponent(answer.token)}`, lang), { status: 303, headers });
  }
  return null;
}

export async function checkoutAction(request: Request, context: Context) {
  const formData = await readForm(request, context);
  const intent = String(formData.get("intent") ?? "place");
  const api = getApi(context);
  const lang = getLang(context);
  const { signedIn, cart } = await cartOf(request, context);
  if (!signedIn && (!cart || cart.length === 0)) throw redirect(cartPath(context), 303);
  const options = await optionsFor(context);
  const hasSaved = Boolean(options.customer) && options.addresses.length > 0;
  const values = readValues(formData);

  // ── the one-time code ──
  if (intent === "confirm") {
    const submission = parseWithZod(formData, { schema: checkoutOtpSchema });
    const keepOtp = (result: SubmissionResult<string[]>, status = 400) =>
      data<ActionData>(
        {
          step: "otp",
          values,
          summary: null,
          otpToken: String(formData.get("otpToken") ?? "").slice(0, 400),
          to: String(formData.get("to") ?? "").slice(0, 40),
          idempotencyKey: keyOr(formData.get("idempotencyKey")),
          result,
        },
        { status },
      );
    if (submission.status !== "success") return keepOtp(submission.reply({ hideFields: ["otpCode"] }));
    const key = keyOr(submission.value.idempotencyKey);
    const answer = await placeOrder(api, { otpToken: submission.value.otpToken, otpCode: submission.value.otpCode, idempotencyKey: key });
    const to = envelopeRedirect(answer, lang);
    if (to) throw redirect(to, 303);
    if (answer.data?.cancel) return formAgain(context, values, cart, hasSaved, { cancel: true, status: 400 });
    if (!answer.ok || !answer.data) {
      const { fieldErrors, formErrors } = mapApiErrors(answer.codes);
      const otpErrors = fieldErrors.otpCode ?? [];
      const others = Object.entries(fieldErrors).filter(([k]) => k !== "otpCode");
      if (others.length) {
        // the stored order no longer holds (e.g. a product sold meanwhile): back to the form with the errors
        return formAgain(context, values, cart, hasSaved, {
          status: 400,
          result: { status: "error", initialValue: null, error: Object.fromEntries([...others, ["", formErrors]]) },
        });
      }
      const message = otpErrors.length ? otpErrors : formErrors.length ? formErrors : [answerMessage(answer)];
      return keepOtp(submission.reply({ fieldErrors: { otpCode: message }, hideFields: ["otpCode"] }));
    }
    const screen = answerScreen(request, context, answer.data, { values, summary: null });
    if (screen) return screen;
    logger.error({ answer: Object.keys(answer.data) }, "checkout confirmation answered nothing usable");
    return keepOtp(submission.reply({ formErrors: [GENERIC_ERROR] }));
  }

  // ── back from the OTP step to the form, or the no-JS 'Update' ──
  if (intent === "edit" || intent === "update") {
    return formAgain(context, values, cart, hasSaved, {});
  }

  // ── placing the order ──
  const submission = parseWithZod(formData, { schema: checkoutFormSchema(checkoutRules(options)) });
  if (submission.status !== "success") {
    // the form has no field for its key: a forged one is said at the form's top too
    const keyError = submission.error?.idempotencyKey;
    return formAgain(context, values, cart, hasSaved, { status: 400, result: keyError ? submission.reply({ formErrors: keyError }) : submission.reply() });
  }
  // the summary's error (sold lines, no delivery to the area…) blocks the order
  const summary = await summaryFor(context, values, cart, hasSaved);
  if (summary?.summary.error) {
    return formAgain(context, values, cart, hasSaved, { status: 400, summary, result: submission.reply({ formErrors: [coded(summary.summary.errorCode ?? GENERIC_ERROR, summary.summary.errorParams)] }) });
  }
  const payload = checkoutPayload(submission.value, {
    cart,
    utmMarks: readUtm(request),
    idempotencyKey: submission.value.idempotencyKey ?? newIdempotencyKey(),
  });
  const answer = await placeOrder(api, payload);
  const to = envelopeRedirect(answer, lang);
  if (to) throw redirect(to, 303);
  if (answer.data?.cancel) return formAgain(context, values, cart, hasSaved, { cancel: true, status: 400, summary });
  if (!answer.ok || !answer.data) {
    const { fieldErrors, formErrors } = mapApiErrors(answer.codes);
    const message = formErrors.length ? formErrors : Object.keys(fieldErrors).length ? [] : [answerMessage(answer)];
    return formAgain(context, values, cart, hasSaved, {
      status: 400,
      summary,
      result: submission.reply({ fieldErrors, formErrors: message }),
    });
  }
  const screen = answerScreen(request, context, answer.data, { values, summary });
  if (screen) return screen;
  logger.error({ answer: Object.keys(answer.data) }, "checkout answered nothing usable");
  return formAgain(context, values, cart, hasSaved, { status: 502, summary, result: submission.reply({ formErrors: [GENERIC_ERROR] }) });
}
