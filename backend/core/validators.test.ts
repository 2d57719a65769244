import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  MSG,
  emailField,
  formatMobile,
  honeypotFilled,
  isValidEmail,
  isValidMobile,
  mobileField,
  normalizeEmail,
  normalizeMobile,
  optionalEmailField,
  optionalText,
  requiredText,
  translateErrors,
  translateMessage,
} from "./validators.ts";

describe("email rule", () => {
  it.each(["anar@example.com", "a.b_c9@mail.example.az", "nigar.Aliyeva@gmail.com", "x@a-b.co", "  ali@site.az  ", "Anar@example.com", "1anar@example.com", "_anar@example.com", "anar-x@example.com", "anar+shop@example.com", "o'brien@example.ie"])(
    "accepts %s",
    (email) => expect(isValidEmail(email)).toBe(true),
  );
  it.each([
    "",
    ".anar@example.com", // dot-atom: no leading, trailing or double dot
    "anar.@example.com",
    "anar..x@example.com",
    "anar@example", // no suffix
    "anar@example.c", // one-letter suffix
    "anar@@example.com",
    "anar example@example.com",
    "anar@exa_mple.com",
    "anar@-example.com",
    "<script>@x.com",
  ])("rejects %s", (email) => expect(isValidEmail(email)).toBe(false));

  it("normalises to trimmed lowercase", () => {
    expect(normalizeEmail("  nigar.Aliyeva@Gmail.COM ")).toBe("nigar.aliyeva@gmail.com");
  });
});

describe("mobile rule", () => {
  it.each([
    ["+994 50 123 45 67", "994501234567"],
    ["+994501234567", "994501234567"],
    ["994501234567", "994501234567"],
    ["501234567", "994501234567"],
    ["50 123 45 67", "994501234567"],
    ["+994 (50) 123-45-67", "994501234567"],
    ["  +994 70 000 00 00 ", "994700000000"],
  ])("normalises %s to %s", (input, expected) => {
    expect(normalizeMobile(input)).toBe(expected);
    expect(isValidMobile(input)).toBe(true);
  });
  it.each(["", "12345678", "+994 12 555 00 00", "+995501234567", "+994 50 123 45 678", "+994 50 ABC 45 67", "99450123456"])(
    "rejects %s",
    (input) => {
      expect(normalizeMobile(input)).toBeNull();
      expect(isValidMobile(input)).toBe(false);
    },
  );
  it("displays as +994 XX XXX XX XX", () => {
    expect(formatMobile("994501234567")).toBe("+994 50 123 45 67");
    expect(formatMobile("501234567")).toBe("+994 50 123 45 67");
    expect(formatMobile("not a number")).toBe("not a number");
  });
});

describe("zod fields", () => {
  const schema = z.object({
    name: requiredText(20),
    email: emailField(),
    alt: optionalEmailField(),
    mobile: mobileField(),
  });
  const errorsOf = (value: unknown) => {
    const result = schema.safeParse(value);
    if (result.success) return {};
    return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
  };

  it("parses and normalises a good form", () => {
    const result = schema.parse({ name: "  Leyla ", email: "leyla@Mail.az", alt: "", mobile: "+994 55 555 55 55" });
    expect(result).toEqual({ name: "Leyla", email: "leyla@mail.az", alt: "", mobile: "994555555555" });
  });
  it("reports Required field for missing, empty and blank values", () => {
    expect(errorsOf({ name: "   ", email: "", mobile: undefined })).toEqual({
      name: MSG.required,
      email: MSG.required,
      mobile: MSG.required,
    });
  });
  it("reports the spec messages for a wrong email and mobile", () => {
    expect(errorsOf({ name: "a", email: "wrong@x", alt: "bad", mobile: "123" })).toEqual({
      email: MSG.email,
      alt: MSG.email,
      mobile: MSG.mobile,
    });
  });
  it("takes the first of repeated form values", () => {
    expect(schema.parse({ name: ["A", "B"], email: "a@b.az", mobile: "501234567" }).name).toBe("A");
  });
  it("limits text length", () => {
    expect(errorsOf({ name: "x".repeat(21), email: "a@b.az", mobile: "501234567" }).name).toBe("The text is too long");
  });
});

describe("zod fields: JSON numbers and own length messages", () => {
  it("reads a number as text (a JSON client may send the mobile or a name as a number)", () => {
    expect(mobileField().parse(994501234567)).toBe("994501234567");
    expect(requiredText(10).parse(42)).toBe("42");
    expect(optionalText(10).parse(7)).toBe("7");
  });

  it("says 'The text is too long' (not 'Required field') for text over the limit, or the caller's message", () => {
    const r = optionalText(3, "Too long for a note").safeParse("abcd");
    expect(r.success ? null : r.error.issues[0]!.message).toBe("Too long for a note");
    const d = requiredText(3).safeParse("abcd");
    expect(d.success ? null : d.error.issues[0]!.message).toBe("The text is too long");
    expect(translateMessage(MSG.tooLong, "az")).toBe("Mətn çox uzundur");
    expect(translateMessage(MSG.tooLong, "ru")).toBe("Текст слишком длинный");
  });
});

describe("messages", () => {
  it("translates the field messages and leaves English and unknown text alone", () => {
    expect(translateMessage(MSG.required, "ru")).toBe("Обязательное поле");
    expect(translateMessage(MSG.required, "en")).toBe(MSG.required);
    expect(translateMessage("Something else", "az")).toBe("Something else");
    expect(translateErrors({ email: MSG.email }, "az")).toEqual({ email: "E-poçt ünvanı yanlışdır" });
  });
  it("takes every module's texts from locales/{az,en,ru}/errors.json and notices.json", () => {
    expect(translateMessage("Your cart is empty", "az")).toBe("Səbətiniz boşdur");
    expect(translateMessage("Your cart is empty", "ru")).toBe("Ваша корзина пуста");
    expect(translateMessage("You have logged out", "ru")).toBe("Вы вышли из аккаунта");
    expect(translateMessage("Hello there", "az")).toBe("Hello there");
  });
});

describe("honeypot", () => {
  it("is filled only by a non-blank value", () => {
    expect(honeypotFilled(undefined)).toBe(false);
    expect(honeypotFilled("")).toBe(false);
    expect(honeypotFilled("  ")).toBe(false);
    expect(honeypotFilled("http://spam")).toBe(true);
    expect(honeypotFilled(["x"])).toBe(true);
  });
});
