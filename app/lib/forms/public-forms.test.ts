import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { maskMobile, normalizeMobile } from "./account";
import { feedbackSchema } from "./feedback";
import { checkReview } from "./review";

/** The codes of the error catalogue the forms give (shown in the page's language by useMessage). */
const MSG = { required: "field.required", email: "field.wrongEmail", mobile: "field.wrongMobile", rating: "content.ratingRange" } as const;

function form(fields: Record<string, string>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.set(k, v);
  return fd;
}

/**
 * The first message per field of the one schema the browser (conform's parseWithZod in the
 * form's onValidate) and the action both run: no hand-written copy of the rules is left.
 */
function errorsOf(fields: Record<string, string>, schema: typeof feedbackSchema) {
  const submission = parseWithZod(form(fields), { schema });
  const errors = (submission.status === "success" ? {} : (submission.reply().error ?? {})) as Record<string, string[] | null | undefined>;
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v && v.length).map(([k, v]) => [k, (v as string[])[0]]));
}

const goodReview = { review: "Fits well", fullName: "Aysel Məmmədova", email: "aysel@example.az", rating: "5" };

/** The review form's one rule function (ReviewForm before posting, the product action deciding). */
function reviewErrorsOf(fields: Record<string, string>) {
  const check = checkReview(form(fields));
  return check.ok ? {} : check.errors;
}

describe("review form rules (browser and action)", () => {
  const cases: [string, Record<string, string>, Record<string, string>][] = [
    ["valid", goodReview, {}],
    ["all empty", { review: " ", fullName: "", email: "", rating: "" }, { review: MSG.required, fullName: MSG.required, email: MSG.required, rating: MSG.required }],
    ["bad email", { ...goodReview, email: "aysel@" }, { email: MSG.email }],
    // one e-mail rule with the API and the account forms (backend/core/contact.ts): checked lower-cased, dot-atom
    ["uppercase-initial email is checked lower-cased, like the API does", { ...goodReview, email: "Aysel@example.az" }, {}],
    ["email with a leading dot (dot-atom rule)", { ...goodReview, email: ".aysel@example.az" }, { email: MSG.email }],
    ["rating above 5", { ...goodReview, rating: "6" }, { rating: MSG.rating }],
    ["rating 0", { ...goodReview, rating: "0" }, { rating: MSG.rating }],
    ["rating 4.5", { ...goodReview, rating: "4.5" }, { rating: MSG.rating }],
    ["rating not a number", { ...goodReview, rating: "abc" }, { rating: MSG.required }],
    ["review and name too long", { ...goodReview, review: "x".repeat(2001), fullName: "y".repeat(101) }, { review: "field.maxLength?n=2000", fullName: "field.maxLength?n=100" }],
    ["email too long", { ...goodReview, email: `${"a".repeat(250)}@example.az` }, { email: MSG.email }],
  ];
  for (const [name, fields, expected] of cases) {
    it(name, () => {
      expect(reviewErrorsOf(fields)).toEqual(expected);
    });
  }
  it("answers the trimmed values and the rating as a number", () => {
    expect(checkReview(form({ ...goodReview, review: "  Fits well ", website: "" }))).toEqual({
      ok: true,
      value: { review: "Fits well", fullName: "Aysel Məmmədova", email: "aysel@example.az", rating: 5, website: "" },
    });
  });
});

const goodFeedback = { type: "question", firstName: "Rəşad", lastName: "Əliyev", email: "r.aliyev@mail.az", mobile: "+994 50 123 45 67", message: "" };

describe("feedback form schema (browser and action)", () => {
  const cases: [string, Record<string, string>, Record<string, string>][] = [
    ["valid", goodFeedback, {}],
    ["valid without message and with a bare 9-digit mobile", { ...goodFeedback, mobile: "501234567" }, {}],
    ["required fields", { type: "", firstName: "", lastName: "", email: "", mobile: "", message: "" }, {
      type: MSG.required, firstName: MSG.required, lastName: MSG.required, email: MSG.required, mobile: MSG.required,
    }],
    ["bad mobile", { ...goodFeedback, mobile: "+994 50 123" }, { mobile: MSG.mobile }],
    // a code with its limit as a param: "At most 3000 characters" in the page's language
    ["message too long", { ...goodFeedback, message: "m".repeat(3001) }, { message: "field.maxLength?n=3000" }],
  ];
  for (const [name, fields, expected] of cases) {
    it(name, () => {
      expect(errorsOf(fields, feedbackSchema)).toEqual(expected);
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
