import i18next from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import catalog from "../../../locales/en/catalog.json";
import common from "../../../locales/en/common.json";
import errors from "../../../locales/en/errors.json";
import { maskMobile } from "~/lib/forms/account";
import { FeedbackForm } from "./FeedbackForm";

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: "en", ns: ["common", "catalog", "errors"], defaultNS: "common", resources: { en: { common, catalog, errors } } });

function render(): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => <FeedbackForm sent={false} /> }]);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <Stub />
    </I18nextProvider>,
  );
}

describe("the contact form's mobile field", () => {
  it("takes a whole pasted number after the prefilled '+994 ' (the browser cuts a paste at maxlength)", () => {
    const input = /<input[^>]*name="mobile"[^>]*>/.exec(render())?.[0] ?? "";
    expect(input).toContain('type="tel"');
    const max = Number(/maxLength="(\d+)"|maxlength="(\d+)"/i.exec(input)?.slice(1).find(Boolean));
    for (const pasted of ["+994 50 765 43 21", "00994 (50) 765-43-21", "050 765 43 21"]) {
      // what the browser leaves of the paste in a field holding "+994 ", then the mask
      const value = ("+994 " + pasted).slice(0, max);
      expect(maskMobile(value), pasted).toBe("+994 50 765 43 21");
    }
  });
});
