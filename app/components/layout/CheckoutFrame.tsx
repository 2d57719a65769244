import type { ReactNode } from "react";
import type { Lang } from "~/lib/i18n";
import { CheckoutFooter, CheckoutHeader } from "./CheckoutChrome";

/**
 * The checkout's focused frame around the page: loaded by the layout only on checkout pages
 * (React.lazy), so no other page downloads it.
 */
export default function CheckoutFrame({ lang, siteTitle, children }: { lang: Lang; siteTitle: string; children: ReactNode }) {
  return (
    <>
      <CheckoutHeader lang={lang} siteTitle={siteTitle} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <CheckoutFooter siteTitle={siteTitle} />
    </>
  );
}
