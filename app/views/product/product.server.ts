/**
 * The product page's server half: loads the product and its reviews, and handles the review
 * form posted to the page's own URL. The view is recorded by the browser (RecordView).
 */
import { data, redirect } from "react-router";
import type { ProductDetail } from "~/.server/api/catalog";
import { getProduct } from "~/.server/api/catalog";
import { getReviews, sendReview, type ReviewsAnswer } from "~/.server/api/content";
import { appConfig } from "~/.server/config";
import { getApi } from "~/.server/context";
import { answerMessage } from "~/lib/error-text";
import type { ReviewActionData } from "~/components/product/ReviewForm";
import { plainText, type OfferTerms } from "./jsonld";
import { photoIndex } from "./logic";
import { REVIEW_FIELDS, checkReview, type ReviewErrors } from "~/lib/forms/review";
import type { RouteRecord, ViewActionArgs, ViewData, ViewLoadArgs } from "../types";
import { readForm } from "~/.server/form-body";

export interface ProductViewData extends ViewData {
  product: ProductDetail;
  reviews: ReviewsAnswer;
  /** server clock at render (the discount countdown's first value, same on server and client) */
  renderedAt: number;
  /** the shop's return and delivery terms stated in the offer's structured data */
  offerTerms: OfferTerms;
}

/** The offer terms from the settings (RETURN_DAYS, SHIPPING_FEE, SHIPPING_HANDLING_DAYS, SHIPPING_TRANSIT_DAYS). */
export function offerTerms(): OfferTerms {
  const c = appConfig();
  return { returnDays: c.RETURN_DAYS, shippingFee: c.SHIPPING_FEE, handlingDays: c.SHIPPING_HANDLING_DAYS, transitDays: c.SHIPPING_TRANSIT_DAYS };
}

const EMPTY_REVIEWS: ReviewsAnswer = { items: [], reviewScore: { rating: 0, count: 0, counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } } };

export async function load({ context, request }: ViewLoadArgs, record: RouteRecord): Promise<ProductViewData> {
  const api = getApi(context);
  const [product, reviews] = await Promise.all([getProduct(api, record.id), getReviews(api, record.id)]);
  if (!product.ok || !product.data) throw data(null, { status: 404 });
  const p = product.data;
  const description = record.description || plainText(p.desc || "", 160) || undefined;
  // the photo page (?photo=N) is a view of the product page, not a page of its own for search engines
  const photo = photoIndex(p.images.length, new URL(request.url).searchParams.get("photo"));
  const meta =
    photo === null
      ? { title: p.title, description, image: p.images[0]?.source ?? p.image ?? undefined }
      : { title: `${p.title} — ${photo + 1} / ${p.images.length}`, description, image: p.images[photo]?.source, noindex: true };
  return {
    meta,
    routes: p.routes ?? record.routes,
    product: p,
    reviews: reviews.ok && reviews.data ? reviews.data : EMPTY_REVIEWS,
    renderedAt: Date.now(),
    offerTerms: offerTerms(),
  };
}

/** Field names the review call may answer errors for (anything else is a form-level error). */
const FIELD_NAMES = new Set<string>(REVIEW_FIELDS);

/** What the shopper typed, sent back with errors so the form keeps it (not the honeypot). */
function typed(formData: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of REVIEW_FIELDS) {
    const v = formData.get(name);
    if (typeof v === "string") out[name] = v;
  }
  return out;
}

export async function action({ request, context }: ViewActionArgs, record: RouteRecord) {
  const formData = await readForm(request, context);
  const intent = formData.get("intent");
  if (intent !== "review" || record.type !== "product") throw data(null, { status: 400 });
  const js = formData.get("_js") === "1";
  const check = checkReview(formData);
  const answer = (body: ReviewActionData, status = 200) => data(body, { status });
  if (!check.ok) {
    return answer({ form: "review", errors: check.errors, values: typed(formData) }, 400);
  }
  const value = check.value;
  // Honeypot: a bot filled the hidden field. Answer like a success, send nothing.
  if (value.website && value.website.trim() !== "") {
    if (!js) throw redirect(thanksUrl(request, true), 303);
    return answer({ form: "review", sent: true, published: true });
  }
  const sent = await sendReview(getApi(context), {
    productId: record.id,
    review: value.review,
    fullName: value.fullName,
    email: value.email,
    rating: value.rating,
  });
  if (!sent.ok) {
    const errors: ReviewErrors = {};
    const formErrors: string[] = [];
    for (const [name, code] of Object.entries(sent.codes ?? {})) {
      if (!code) continue;
      if (FIELD_NAMES.has(name)) errors[name as keyof ReviewErrors] = code;
      else formErrors.push(code);
    }
    if (!Object.keys(errors).length && !formErrors.length) formErrors.push(answerMessage(sent));
    return answer({ form: "review", errors, formError: formErrors[0], values: typed(formData) }, sent.code === "auth.tooMany" ? 429 : 400);
  }
  const published = sent.data?.published !== false;
  if (!js) throw redirect(thanksUrl(request, published), 303);
  return answer({ form: "review", sent: true, published });
}

/** The page again (PRG) with the success flag (`pending` when the review waits for moderation), scrolled to the reviews. */
function thanksUrl(request: Request, published: boolean): string {
  const url = new URL(request.url);
  const params = new URLSearchParams(url.search);
  params.delete("index");
  params.delete("_data");
  params.set("review", published ? "sent" : "pending");
  const path = url.pathname.replace(/\.data$/, "");
  return `${path}?${params.toString()}#reviews`;
}
