/**
 * The review form's rules (spec section 5), one plain function for the browser (ReviewForm
 * checks before posting) and the product view's action (which decides). No zod here: the
 * product page is the shop's most visited page and zod with conform weighed ~35 kB gzip in its
 * up-front JavaScript for four fields (ADR 0031). Messages are codes of the error catalogue
 * (app/lib/error-text.ts), shown in the page language by `useMessage`.
 */
import { EMAIL_MAX, isValidEmail } from "../../../backend/auth/contract";
import { coded } from "~/lib/error-text";

export const REVIEW_FIELDS = ["rating", "review", "fullName", "email"] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];
export type ReviewErrors = Partial<Record<ReviewField, string>>;

export interface ReviewInput {
  review: string;
  fullName: string;
  email: string;
  rating: number;
  /** honeypot: people leave it empty */
  website?: string;
}

export type ReviewCheck = { ok: true; value: ReviewInput } | { ok: false; errors: ReviewErrors };

export const REVIEW_MAX = { review: 2000, fullName: 100 } as const;

/** A form field as text (a missing field or a file is empty). */
function field(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
}

function text(raw: string, max: number): string | { error: string } {
  const v = raw.trim();
  if (!v) return { error: "field.required" };
  if (v.length > max) return { error: coded("field.maxLength", { n: max }) };
  return v;
}

/** Checks a posted review form: the trimmed values, or the first message per wrong field. */
export function checkReview(form: FormData): ReviewCheck {
  const errors: ReviewErrors = {};
  const review = text(field(form, "review"), REVIEW_MAX.review);
  if (typeof review !== "string") errors.review = review.error;
  const fullName = text(field(form, "fullName"), REVIEW_MAX.fullName);
  if (typeof fullName !== "string") errors.fullName = fullName.error;
  const email = field(form, "email").trim();
  if (!email) errors.email = "field.required";
  else if (email.length > EMAIL_MAX || !isValidEmail(email)) errors.email = "field.wrongEmail";
  const ratingText = field(form, "rating").trim();
  const rating = Number(ratingText);
  if (!ratingText || Number.isNaN(rating)) errors.rating = "field.required";
  else if (!Number.isInteger(rating) || rating < 1 || rating > 5) errors.rating = "content.ratingRange";
  if (Object.keys(errors).length || typeof review !== "string" || typeof fullName !== "string") return { ok: false, errors };
  const website = form.get("website");
  return { ok: true, value: { review, fullName, email, rating, ...(typeof website === "string" ? { website } : {}) } };
}
