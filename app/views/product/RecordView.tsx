import { useEffect } from "react";
import { useRouteLoaderData } from "react-router";
import { recentCookieText } from "~/lib/recent";

/**
 * Records a product view in the recently viewed cookie from the browser, so the product page
 * itself sets no cookie (and can come from the page cache). Without JavaScript the 1×1 image
 * in <noscript> asks /action/viewed, which sets the same cookie.
 */
export function RecordView({ productId }: { productId: number }) {
  const layout = useRouteLoaderData("routes/layout") as { cookiePrefix?: string } | undefined;
  const prefix = layout?.cookiePrefix ?? "bz_";
  useEffect(() => {
    document.cookie = recentCookieText(document.cookie, prefix, productId, location.protocol === "https:");
  }, [prefix, productId]);
  return (
    <noscript>
      <img src={`/action/viewed?id=${productId}`} alt="" width={1} height={1} className="absolute h-px w-px opacity-0" />
    </noscript>
  );
}
