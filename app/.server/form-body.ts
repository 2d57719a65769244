/**
 * The one reader of a posted form for every action. A body that is not the form its
 * Content-Type announces (a multipart body cut short or split by another boundary than the
 * header names, a form type without its boundary) is the sender's mistake: the action stops
 * with a 400, never the 500 of an unhandled parse error. The 400 is a thrown Response, so a
 * resource route (/action/*, /newsletter, /checkout/summary) answers its plain text and a page
 * (also its `.data` request) shows the shop's error page with that status; neither is logged
 * as an error (entry.server.tsx).
 */
import type { RouterContextProvider } from "react-router";
import { getInstance, getLocale } from "~/middleware/i18next";

export async function readForm(request: Request, context: Readonly<RouterContextProvider>): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    const text = getInstance(context).getFixedT(getLocale(context), "errors")("api.badForm");
    throw new Response(text, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
}
