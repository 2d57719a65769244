import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { feedbackSchema } from "~/views/page/feedback.schema";
import { reviewSchema } from "~/views/product/review.schema";
import { FEEDBACK_RULES, MSG, REVIEW_RULES, checkForm, maskMobile, normalizeMobile } from "./form-rules";

function form(fields: Record<string, string>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.set(k, v);
  return fd;
}

/** The first message per field, from the browser checks and from the server schema. */
function both(fields: Record<string, string>, rules: typeof REVIEW_RULES | typeof FEEDBACK_RULES, schema: typeof reviewSchema | typeof feedbackSchema) {
  const client = checkForm(form(fields), rules) ?? {};
  const submission = parseWithZod(form(fields), { schema });
  const server = submission.status === "success" ? {} : (submission.reply().error ?? {});
  const first = (errors: Record<string, string[] | null | undefined>) =>
    Object.fromEntries(Object.entries(errors).filter(([, v]) => v && v.length).map(([k, v]) => [k, (v as string[])[0]]));
  return { client: first(client), server: first(server as Record<string, string[]>) };
}

const goodReview = { review: "Fits well", fullName: "Aysel Məmmədova", email: "aysel@example.az", rating: "5" };

describe("review form rules (browser) agree with the action's zod schema", () => {
  const cases: [string, Record<string, string>, Record<string, string>][] = [
    ["valid", goodReview, {}],
    ["all empty", { review: " ", fullName: "", email: "", rating: "" }, { review: MSG.required, fullName: MSG.required, email: MSG.required, rating: MSG.required }],
    ["bad email", { ...goodReview, email: "aysel@" }, { email: MSG.email }],
    // one e-mail rule with the API and the account forms (backend/core/contact.ts): checked lower-cased, dot-atom
    ["uppercase-initial email is checked lower-cased, like the API does", { ...goodReview, email: "Aysel@example.az" }, {}],
    ["email with a leading dot (dot-atom rule)", { ...goodReview, email: ".aysel@example.az" }, { email: MSG.email }],
    ["rating above 5", { ...goodReview, rating: "6" }, { rating: MSG.rating }],
    ["rating 0", { ...goodReview, rating: "0" }, { rating: MSG.rating }],
  ];
  for (const [name, fields, expected] of cases) {
    it(name, () => {
      const { client, server } = both(fields, REVIEW_RULES, reviewSchema);
      expect(client).toEqual(expected);
      expect(server).toEqual(expected);
    });
  }
});

const goodFeedback = { type: "question", firstName: "Rəşad", lastName: "Əliyev", email: "r.aliyev@mail.az", mobile: "+994 50 123 45 67", message: "" };

describe("feedback form rules agree with the action's schema", () => {
  const cases: [string, Record<string, string>, Record<string, string>][] = [
    ["valid", goodFeedback, {}],
    ["valid without message and with a bare 9-digit mobile", { ...goodFeedback, mobile: "501234567" }, {}],
    ["required fields", { type: "", firstName: "", lastName: "", email: "", mobile: "", message: "" }, {
      type: MSG.required, firstName: MSG.required, lastName: MSG.required, email: MSG.required, mobile: MSG.required,
    }],
    ["bad mobile", { ...goodFeedback, mobile: "+994 50 123" }, { mobile: MSG.mobile }],
  ];
  for (const [name, fields, expected] of cases) {
    it(name, () => {
      const { client, server } = both(fields, FEEDBACK_RULES, feedbackSchema);
      expect(client).toEqual(expected);
      expect(server).toEqual(expected);
    });
  }
  it("normalises the mobile number for the API", () => {
    const submission = parseWithZod(form(goodFeedback), { schema: feedbackSchema });
    expect(submission.status === "success" && submission.value.mobile).toBe("994501234567");
  });
});

describe("mobile mask", () => {
  it("groups as +994 99 999 99 99 and stops at 9 digits", () => {
    expect(maskMobile("501234567")).toBe("+994 50 123 45 67");
    expect(maskMobile("+994 5012")).toBe("+994 50 12");
    expect(maskMobile("+99450123456789")).toBe("+994 50 123 45 67");
    expect(maskMobile("+994 50 123 45 67")).toHaveLength(17);
    expect(maskMobile("")).toBe("");
  });
  it("normalises like the backend", () => {
    expect(normalizeMobile("(050) 123-45-67")).toBe("994501234567"); // the API's rule: a trunk zero is fine
    expect(normalizeMobile("+994 (50) 123-45-67")).toBe("994501234567");
  });
});
