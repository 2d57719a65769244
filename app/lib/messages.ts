/**
 * The shop's messages in one table: the kinds a toast, a flash (no-JS post) or an alert can
 * have, and the known toast messages (`common.json` `toasts.<key>`, each with its kind: the
 * ones `?toast=<key>` may name and the list actions raise). Error messages are codes of the
 * error catalogue, translated by app/lib/error-text.ts (`useMessage` in app/hooks).
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
