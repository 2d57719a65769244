import { describe, expect, it } from "vitest";
import { loadAppConfig } from "../app/.server/config.ts";
import { cspHeaderFor, paymentFormOrigins } from "./security-headers.ts";

const directive = (csp: string, name: string) => csp.split(";").map((d) => d.trim()).find((d) => d.startsWith(`${name} `));

describe("form-action", () => {
  it("lets forms post to the shop and the payment step's origins only", () => {
    const formAction = paymentFormOrigins({
      siteUrl: "https://bazaar.az",
      azericardUrl: "https://mpi.3dsecure.az/cgi-bin/cgi_link",
      extra: ["https://acs.bank.example/3ds?x=1"],
    });
    expect(formAction).toEqual(["https://bazaar.az", "https://mpi.3dsecure.az", "https://acs.bank.example"]);
    const csp = cspHeaderFor("bm9uY2U=", true, { formAction }).value;
    expect(directive(csp, "form-action")).toBe("form-action 'self' https://bazaar.az https://mpi.3dsecure.az https://acs.bank.example");
  });

  it("is 'self' and the shop's origin with no bank configured (the test gateway is a page of the shop)", () => {
    const formAction = paymentFormOrigins({ siteUrl: "http://localhost:3000", redirectProviderUrl: undefined });
    expect(directive(cspHeaderFor("bm9uY2U=", false, { formAction }).value, "form-action")).toBe("form-action 'self' http://localhost:3000");
    expect(directive(cspHeaderFor("bm9uY2U=", false).value, "form-action")).toBe("form-action 'self'");
  });

  it("names each origin once, the redirect provider's too", () => {
    expect(paymentFormOrigins({ siteUrl: "https://bazaar.az/", redirectProviderUrl: "https://pay.example/api", extra: ["https://bazaar.az", "https://pay.example"] })).toEqual([
      "https://bazaar.az",
      "https://pay.example",
    ]);
  });

  it("reads the bank's addresses from the storefront's environment, and refuses a list that is not origins", () => {
    const config = loadAppConfig({ NODE_ENV: "test", AZERICARD_URL: "https://mpi.3dsecure.az/cgi-bin/cgi_link", PAYMENT_FORM_ORIGINS: "https://acs.one.example, https://acs.two.example" });
    expect(config.AZERICARD_URL).toBe("https://mpi.3dsecure.az/cgi-bin/cgi_link");
    expect(config.PAYMENT_FORM_ORIGINS).toEqual(["https://acs.one.example", "https://acs.two.example"]);
    expect(loadAppConfig({ NODE_ENV: "test" }).PAYMENT_FORM_ORIGINS).toEqual([]);
    expect(() => loadAppConfig({ NODE_ENV: "test", PAYMENT_FORM_ORIGINS: "javascript:alert(1)" })).toThrow(/PAYMENT_FORM_ORIGINS/);
  });
});
