/**
 * The back office's people screens: review moderation,
 * customers, the feedback inbox, newsletter subscribers and the staff list. Shapes of the
 * answers and the zod schemas of every form, shared by the API (backend/admin/people.ts)
 * and the pages' actions (app/routes/admin/*). Schema messages are codes of the error catalogue
 * (`adminPeople.tooLong`, …, ADR 0033): the API answers their text in the request's language, the
 * pages show `errors:<code>` (app/components/admin/codes.ts).
 */
import { z } from "zod";
import { errorCode } from "../contract/errors.ts";
import { normalizeMobile } from "../core/contact.ts";
import { STAFF_ROLES, type StaffRole } from "../staff/contract.ts";


/** control characters but tab, line feed and carriage return */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/* ───────────── reviews ───────────── */

/** A review's state in the back office: waiting (not yet seen), approved (on the shop), hidden. */
export const REVIEW_STATES = ["waiting", "approved", "hidden"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export interface AdminReviewRow {
  id: number;
  productId: number;
  productTitle: string;
  fullName: string;
  email: string;
  rating: number;
  review: string;
  state: ReviewState;
  reply: string | null;
  lang: "az" | "en" | "ru";
  createdAt: string;
}

/** Approve or hide (`from`: the state the page showed, so a change made meanwhile is not overwritten). */
export const reviewStateSchema = z.object({
  to: z.preprocess(first, z.enum(["approved", "hidden"], { error: errorCode("adminPeople.badChoice") })),
  from: z.preprocess(first, z.enum(REVIEW_STATES).optional()).optional(),
});

/** The shop's public answer under a review; empty removes it. */
export const reviewReplySchema = z.object({
  reply: z.preprocess(
    (v) => (first(v) ?? "") as unknown,
    z
      .string({ error: errorCode("field.required") })
      .refine((v) => !CONTROL.test(v), { error: errorCode("adminPeople.controlChars") })
      .transform((v) => v.trim())
      .pipe(z.string().max(2000, { error: errorCode("adminPeople.tooLong") })),
  ),
});

/* ───────────── customers ───────────── */

export interface AdminCustomerRow {
  id: number;
  name: string;
  mobile: string;
  email: string | null;
  verified: boolean;
  loyalty: boolean;
  orders: number;
  createdAt: string;
}

export interface AdminCustomerDetail {
  id: number;
  firstName: string;
  lastName: string;
  mobile: string;
  email: string | null;
  verified: boolean;
  loyalty: boolean;
  marketingConsent: boolean;
  gender: string | null;
  birthday: string | null;
  roles: string[];
  createdAt: string;
  /** `line`: the area titles in the answer's language, then the address text ("Bakı, Nəsimi, 28 May, Nizami 5") */
  addresses: { id: number; title: string; city: string; district: string | null; place: string | null; address: string; line: string; selected: boolean }[];
  orders: { id: number; number: string; status: string; totalQ: number; createdAt: string }[];
  ordersTotal: number;
}

const checkbox = z.preprocess((v) => {
  const raw = first(v);
  return raw === true || raw === "on" || raw === "true" || raw === "1";
}, z.boolean());

/** What the back office may change on a customer: the loyalty flag. */
export const customerUpdateSchema = z.object({ loyalty: checkbox });

/* ───────────── feedback and newsletter ───────────── */

export interface AdminFeedbackRow {
  id: number;
  type: string;
  name: string;
  email: string;
  mobile: string;
  message: string;
  lang: "az" | "en" | "ru";
  handled: boolean;
  handledBy: string | null;
  createdAt: string;
}

export const feedbackHandledSchema = z.object({ handled: checkbox });

export interface AdminSubscriberRow {
  id: number;
  email: string;
  lang: "az" | "en" | "ru";
  createdAt: string;
}

/* ───────────── staff ───────────── */

export interface AdminStaffRow {
  id: number;
  name: string;
  mobile: string;
  roles: string[];
  createdAt: string;
}

const role = z.preprocess(first, z.enum(STAFF_ROLES, { error: errorCode("adminPeople.badChoice") })) as unknown as z.ZodType<StaffRole>;

/** Give an existing account a staff role, found by its mobile number. */
export const staffAddSchema = z.object({
  mobile: z.preprocess(
    (v) => (typeof first(v) === "string" ? first(v) : ""),
    z
      .string()
      .min(1, { error: errorCode("field.required") })
      .refine((v) => normalizeMobile(v) !== null, { error: errorCode("field.wrongMobile") })
      .transform((v) => normalizeMobile(v)!),
  ),
  role,
});

export const staffRoleSchema = z.object({ role });
