/**
 * GET /action/viewed?id=N: records a product view in the recently viewed cookie for browsers
 * without JavaScript (the product page's <noscript> image). Answers a 1×1 transparent GIF.
 */
import type { LoaderFunctionArgs } from "react-router";
import { recentCookie } from "~/views/product/recent.server";

const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

export function loader({ request }: LoaderFunctionArgs) {
  const raw = new URL(request.url).searchParams.get("id") ?? "";
  const headers = new Headers({ "content-type": "image/gif", "cache-control": "private, no-store" });
  if (/^\d{1,9}$/.test(raw) && Number(raw) > 0) headers.append("set-cookie", recentCookie(request, Number(raw)));
  return new Response(PIXEL, { status: 200, headers });
}
