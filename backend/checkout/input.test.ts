import { describe, expect, it } from "vitest";
import { INSTALLMENT } from "./contract.ts";
import type { CheckoutRules } from "./form-contract.ts";
import { installmentAllowed, orderNumber, packagePrice, readCheckoutInput, readIdempotencyKey, readUtm } from "./input.ts";

const base = {
  firstName: " Aysel ",
  lastName: "Mammadova",
  mobile: "+994 50 123 45 67",
  email: "",
  delivery: "delivery",
  city: "baku",
  address: "Nizami 1",
  payment: "cash",
};

/** A guest's page: Baku (no districts), pickup branch 3; `signedIn` adds saved address 4. */
function rules(opts: { signedIn: boolean; installment?: CheckoutRules["installment"] }): CheckoutRules {
  return { installment: opts.installment ?? INSTALLMENT, areas: [{ code: "baku", children: [] }], branches: [3], savedAddresses: opts.signedIn ? [4] : [] };
}

describe("readCheckoutInput (the shared rules, answered as English texts)", () => {
  it("normalises a valid form", () => {
    const { input, errors } = readCheckoutInput(base, rules({ signedIn: false }));
    expect(errors).toEqual({});
    expect(input).toMatchObject({ firstName: "Aysel", mobile: "994501234567", email: null, city: "baku", gift: false, isMyAddress: false, utm: null });
  });

  it("reports every field's problem with the spec's messages", () => {
    const { errors } = readCheckoutInput({ mobile: "12", email: "Bad@", delivery: "boat", payment: "" }, rules({ signedIn: false }));
    expect(errors).toEqual({
      firstName: "Required field",
      lastName: "Required field",
      mobile: "Wrong mobile number",
      email: "Wrong email address",
      delivery: "Choose a delivery method",
      payment: "Required field",
      // a forged delivery is no pickup: the address is asked for too
      city: "Required field",
      address: "Required field",
    });
  });

  it("says what to choose for forged choices (payment=bitcoin, city=mars)", () => {
    expect(readCheckoutInput({ ...base, payment: "bitcoin", city: "mars" }, rules({ signedIn: false })).errors).toEqual({ payment: "Choose a payment method", city: "Choose a city from the list" });
  });

  it("asks for the address of a delivery and the receiver of a gift", () => {
    const { errors } = readCheckoutInput({ ...base, city: "", address: " ", gift: "1", giftMobile: "123" }, rules({ signedIn: false }));
    expect(errors).toEqual({ city: "Required field", address: "Required field", giftFirstName: "Required field", giftLastName: "Required field", giftMobile: "Wrong mobile number" });
  });

  it("limits the notes to 500 characters", () => {
    const { errors } = readCheckoutInput({ ...base, deliveryNote: "x".repeat(501), gift: true, giftFirstName: "A", giftLastName: "B", giftMobile: "501234567", giftNote: "y".repeat(501) }, rules({ signedIn: false }));
    expect(errors).toEqual({ deliveryNote: "The text is too long", giftNote: "The text is too long" });
  });

  it("drops address and gift fields on pickup and needs a branch", () => {
    const { input, errors } = readCheckoutInput({ ...base, delivery: "pickup", gift: true, branch: "" }, rules({ signedIn: false }));
    expect(errors).toEqual({ branch: "Required field" });
    expect(input).toMatchObject({ city: null, address: null, gift: false, branch: null });
    const ok = readCheckoutInput({ ...base, delivery: "pickup", branch: "3" }, rules({ signedIn: false }));
    expect(ok.input).toMatchObject({ branch: 3, city: null });
    expect(readCheckoutInput({ ...base, delivery: "pickup", branch: "9" }, rules({ signedIn: false })).errors).toEqual({ branch: "Choose a pickup store from the list" });
  });

  it("uses isMyAddress only for customers with saved addresses", () => {
    expect(readCheckoutInput({ ...base, isMyAddress: true, myAddress: 4 }, rules({ signedIn: false })).input).toMatchObject({ isMyAddress: false, myAddress: null, city: "baku" });
    expect(readCheckoutInput({ ...base, isMyAddress: "on", myAddress: "5" }, rules({ signedIn: true })).errors).toEqual({ myAddress: "Choose one of your saved addresses" });
    const mine = readCheckoutInput({ ...base, city: "", address: "", isMyAddress: "true", myAddress: "4" }, rules({ signedIn: true }));
    expect(mine.errors).toEqual({});
    expect(mine.input).toMatchObject({ isMyAddress: true, myAddress: 4, city: null });
  });

  it("needs an active installment card and one of its months", () => {
    expect(readCheckoutInput({ ...base, payment: "installment" }, rules({ signedIn: false })).errors).toEqual({ creditCard: "Required field" });
    expect(readCheckoutInput({ ...base, payment: "installment", creditCard: "visa" }, rules({ signedIn: false })).errors).toEqual({ creditCard: "Choose an installment card" });
    // a period the card does not offer is named as such; something that is no period asks for one
    expect(readCheckoutInput({ ...base, payment: "installment", creditCard: "tamkart", creditMonth: 12 }, rules({ signedIn: false })).errors).toEqual({
      creditMonth: "This card does not offer that installment period",
    });
    expect(readCheckoutInput({ ...base, payment: "installment", creditCard: "tamkart", creditMonth: "soon" }, rules({ signedIn: false })).errors).toEqual({
      creditMonth: "Choose an installment period",
    });
    expect(readCheckoutInput({ ...base, payment: "installment", creditCard: "tamkart" }, rules({ signedIn: false })).errors).toEqual({ creditMonth: "Required field" });
    const ok = readCheckoutInput({ ...base, payment: "installment", creditCard: "birkart", creditMonth: "12" }, rules({ signedIn: false }));
    expect(ok.input).toMatchObject({ creditCard: "birkart", creditMonth: 12 });
    const off = { ...INSTALLMENT, cards: INSTALLMENT.cards.map((c) => ({ ...c, active: c.code !== "birkart" })) };
    expect(readCheckoutInput({ ...base, payment: "installment", creditCard: "birkart", creditMonth: 3 }, rules({ signedIn: false, installment: off })).errors).toEqual({
      creditCard: "Choose an installment card",
    });
  });

  it("keeps card fields only for installment", () => {
    expect(readCheckoutInput({ ...base, creditCard: "birkart", creditMonth: 3 }, rules({ signedIn: false })).input).toMatchObject({ creditCard: null, creditMonth: null });
  });
});

describe("helpers", () => {
  it("keeps the six UTM marks as short strings", () => {
    expect(readUtm({ source: "google", medium: " cpc ", term: "", evil: "x", content: 5, campaign: "c".repeat(301), url: "https://x.az/?a=1" })).toEqual({
      source: "google",
      medium: "cpc",
      url: "https://x.az/?a=1",
    });
    expect(readUtm(JSON.stringify({ campaign: "spring" }))).toEqual({ campaign: "spring" });
    expect(readUtm("{bad")).toBeNull();
    expect(readUtm([1, 2])).toBeNull();
    expect(readUtm({})).toBeNull();
  });

  it("reads idempotency keys", () => {
    expect(readIdempotencyKey(undefined)).toBeNull();
    expect(readIdempotencyKey("abc")).toBe("invalid");
    expect(readIdempotencyKey("a; drop table orders")).toBe("invalid");
    expect(readIdempotencyKey("Key_1234-abcd")).toBe("Key_1234-abcd");
  });

  it("charges the package only for delivered gifts; installment strictly above 50 ₼", () => {
    expect(packagePrice(true, "delivery", 300)).toBe(300);
    expect(packagePrice(true, "pickup", 300)).toBe(0);
    expect(packagePrice(false, "delivery", 300)).toBe(0);
    expect(installmentAllowed(5000)).toBe(false);
    expect(installmentAllowed(5001)).toBe(true);
    expect(installmentAllowed(9000, { ...INSTALLMENT, active: false })).toBe(false);
  });

  it("numbers orders", () => {
    expect(orderNumber(42)).toBe("BZ100042");
  });
});
