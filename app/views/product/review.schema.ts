/**
 * The review form's schema (spec section 5), used by the action with conform's parseWithZod.
 * Server only: the browser validates with the matching hand checks in
 * ~/components/content/form-rules (REVIEW_RULES) so zod stays out of the client bundle.
 */
import { z } from "zod";
import { MSG } from "~/components/content/form-rules";
import { EMAIL_MAX, isValidEmail } from "../../../backend/auth/contract";

const text = (max: number) =>
  z.string({ error: MSG.required }).trim().min(1, MSG.required).max(max, `At most ${max} characters`);

export const reviewSchema = z.object({
  review: text(2000),
  fullName: text(100),
  email: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(EMAIL_MAX, MSG.email)
    .refine(isValidEmail, MSG.email),
  rating: z.number({ error: MSG.required }).int(MSG.rating).min(1, MSG.rating).max(5, MSG.rating),
  /** honeypot: people leave it empty */
  website: z.string().optional(),
});

export type ReviewInput = z.infer<typeof reviewSchema>;
