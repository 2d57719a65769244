/**
 * The review form's schema (spec section 5): one zod schema for the browser (conform's
 * parseWithZod in ReviewForm) and the product view's action. Messages are the spec's English
 * strings (app/lib/messages.ts), shown in the page language by `useMessage`.
 */
import { z } from "zod";
import { EMAIL_MAX, isValidEmail } from "../../../backend/auth/contract";
import { MSG } from "~/lib/messages";

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
