/**
 * The contact page's feedback form (checkout-accounts sections 3 and 5): type, firstName,
 * lastName, email, mobile required; message optional; honeypot `website`. One zod schema for
 * the browser (conform's parseWithZod in FeedbackForm) and the page view's action.
 */
import { z } from "zod";
import { EMAIL_MAX, isValidEmail, normalizeMobile } from "../../../backend/auth/contract";
import { coded } from "~/lib/error-text";

/** Messages are codes of the error catalogue (app/lib/error-text.ts), shown by `useMessage`. */
const MSG = { required: "field.required", email: "field.wrongEmail", mobile: "field.wrongMobile" } as const;
const atMost = (n: number) => coded("field.maxLength", { n });

/** Options of the feedback form's type select (backend FeedbackType). */
export const FEEDBACK_TYPES = ["question", "suggestion", "complaint", "order", "other"] as const;

const text = (max: number) => z.string({ error: MSG.required }).trim().min(1, MSG.required).max(max, atMost(max));

export const feedbackSchema = z.object({
  type: z.enum(FEEDBACK_TYPES, { error: MSG.required }),
  firstName: text(100),
  lastName: text(100),
  email: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(EMAIL_MAX, MSG.email).refine(isValidEmail, MSG.email),
  mobile: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .refine((v) => normalizeMobile(v) !== null, MSG.mobile)
    .transform((v) => normalizeMobile(v) as string),
  message: z.string().trim().max(3000, atMost(3000)).optional(),
  website: z.string().optional(),
});

export type FeedbackInput = z.infer<typeof feedbackSchema>;
