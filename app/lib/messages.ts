/**
 * The shop's messages in one table: the kinds a toast, a flash (no-JS post) or an alert can
 * have, the known toast messages (`common.json` `toasts.<key>`, each with its kind: the ones
 * `?toast=<key>` may name and the list actions raise), and the spec's English field messages
 * with their locale keys (what `useMessage` in app/hooks shows).
 */

export const MESSAGE_TYPES = ["success", "error", "info"] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export function isMessageType(value: unknown): value is MessageType {
  return (MESSAGE_TYPES as readonly unknown[]).includes(value);
}

/** The known toasts: key (common.json `toasts.<key>`) → kind. */
export const TOASTS = {
  subscribed: "success",
  loggedOut: "info",
  loggedIn: "success",
  addedToCart: "success",
  addedToWishlist: "success",
  removedFromWishlist: "info",
  addedToCompare: "success",
  removedFromCompare: "info",
  infoChanged: "success",
  passwordChanged: "success",
  verified: "success",
  reviewSent: "success",
  feedbackSent: "success",
} as const satisfies Record<string, MessageType>;

export type ToastKey = keyof typeof TOASTS;

/** Whether a value (e.g. `?toast=`) names a known toast: nothing else may put text on the page. */
export function isToastKey(value: unknown): value is ToastKey {
  return typeof value === "string" && Object.hasOwn(TOASTS, value);
}

/** The common-namespace key of a toast's text. */
export function toastKey(key: ToastKey): `toasts.${ToastKey}` {
  return `toasts.${key}`;
}

/** Field messages in the spec's English: what the review and feedback schemas (and the API) give. */
export const MSG = {
  required: "Required field",
  email: "Wrong email address",
  mobile: "Wrong mobile number",
  rating: "Choose a rating from 1 to 5",
} as const;

/** The locale key ("ns:key") that translates each of them. */
export const FIELD_MESSAGES = {
  [MSG.required]: "common:required",
  [MSG.email]: "common:wrongEmail",
  [MSG.mobile]: "common:wrongMobile",
  [MSG.rating]: "catalog:reviews.ratingRange",
} as const;

/**
 * How a form or toast message is shown: a spec English message → its locale key; a bare key
 * (`required`, `wrongEmail`, … of the account schemas) → `account:errors.<key>`; anything
 * else (a server text, already translated) → null (shown as it is).
 */
export function messageKey(message: string): string | null {
  if (Object.hasOwn(FIELD_MESSAGES, message)) return FIELD_MESSAGES[message as keyof typeof FIELD_MESSAGES];
  if (/^[a-zA-Z]+$/.test(message)) return `account:errors.${message}`;
  return null;
}
