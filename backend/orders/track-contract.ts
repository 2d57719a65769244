/**
 * Order tracking without an account (/order/track, the API's `orders/track`): the form's one rule
 * set, shared by the storefront's page (conform in the browser and in the action) and the API,
 * and the answer's shape. Pure (zod and the contact rules only), so the browser can import it.
 *
 * The shopper types the shop's order number (`BZ100003`, as the SMS says it; case and spaces do
 * not matter) and the mobile number the order was placed with. A wrong number and a wrong mobile
 * get the same answer (`orders.trackNotFound`), so the form tells nobody whether an order number
 * exists.
 *
 * Messages are codes of the error catalogue.
 */
import { z } from "zod";
import type { ErrorCode } from "../contract/errors.ts";
import { normalizeMobile } from "../core/contact.ts";

export const TRACK_CODES = {
  required: "field.required",
  tooLong: "field.tooLong",
  number: "orders.trackNumber",
  mobile: "field.wrongMobile",
  notFound: "orders.trackNotFound",
  limited: "orders.trackLimited",
} as const satisfies Record<string, ErrorCode>;

/** The shop's order numbers: BZ and six to nine digits (checkout/input.ts `orderNumber`). */
export const ORDER_NUMBER_RE = /^BZ\d{6,9}$/;

/** An order number as typed, in the form the shop writes it (`bz 100 003` → `BZ100003`), or null. */
export function normalizeOrderNumber(value: string): string | null {
  const compact = value.replace(/[\s-]+/g, "").toUpperCase();
  return ORDER_NUMBER_RE.test(compact) ? compact : null;
}

const given = (max: number) => z.string({ error: TRACK_CODES.required }).trim().min(1, { error: TRACK_CODES.required, abort: true }).max(max, TRACK_CODES.tooLong);

export const trackSchema = z.object({
  number: given(40)
    .refine((v) => normalizeOrderNumber(v) !== null, TRACK_CODES.number)
    .transform((v) => normalizeOrderNumber(v) as string),
  mobile: given(40)
    .refine((v) => normalizeMobile(v) !== null, TRACK_CODES.mobile)
    .transform((v) => normalizeMobile(v) as string),
});

export type TrackInput = z.infer<typeof trackSchema>;

/** The courier's name and the parcel's tracking number, entered by the operator when an order ships. */
export interface Shipment {
  courier: string;
  trackingNumber: string | null;
}

/**
 * What tracking shows: the status and its history, how the order travels (the store for a
 * pickup; for a delivery the city, district and place, never the street address or the
 * receiver's name: the answer goes to whoever knows the number and the mobile) and the shipment.
 */
export interface TrackedOrder {
  number: string;
  createdAt: string;
  status: string;
  history: { status: string; at: string }[];
  count: number;
  total: number;
  delivery: {
    type: "delivery" | "pickup";
    /** city, district and place of a delivery in the request's language */
    area: string | null;
    branch: { title: string; address: string } | null;
  };
  shipment: Shipment | null;
}
