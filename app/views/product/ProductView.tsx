import { useCallback, useMemo, useState } from "react";
import { RecordView } from "./RecordView";
import { useTranslation } from "~/lib/translation";
import { Link, useLocation, useRouteLoaderData, useSearchParams } from "react-router";
import type { RootData } from "~/root";
import { useLocalize } from "~/hooks/useLang";
import { AddToCartForm } from "~/components/product/AddToCartForm";
import { useListMarks } from "~/components/catalog/ProductGrid";
import { Badges } from "~/components/product/Badges";
import { Gallery } from "~/components/product/Gallery";
import { Price } from "~/components/product/Price";
import { Rating } from "~/components/product/Rating";
import { ReviewForm, type ReviewActionData } from "~/components/product/ReviewForm";
import { ReviewList, ReviewSummary } from "~/components/product/ReviewList";
import { Breadcrumbs, JsonLd } from "~/components/ui/Breadcrumbs";
import { formatMoney } from "~/lib/money";
import { useHydrated } from "~/hooks/useHydrated";
import type { ViewProps } from "../types";
import { DiscountCountdown } from "./DiscountCountdown";
import { GiftProducts } from "./GiftProducts";
import { ProductTabs, type TabSpec } from "./ProductTabs";
import { productJsonLd } from "./jsonld";
import { ProductPhotos } from "./ProductPhotos";
import {
  clampQuantity,
  effectivePrice,
  inStock,
  installmentHint,
  maxQuantity,
  photoIndex,
  priceFor,
  selectedOption,
  fewLeftNote,
  selectedVariant,
  withParam,
} from "./logic";
import type { ProductViewData } from "./product.server";

function WhatsAppIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.3c0-.1-.2-.2-.4-.3z" />
    </svg>
  );
}

/** Editor html (product description, specification, size table), cleaned by the API (ADR 0041), styled by .rich-text (app.css). */
function Html({ html, className }: { html: string; className?: string }) {
  return <div className={className ? `rich-text ${className}` : "rich-text"} dangerouslySetInnerHTML={{ __html: html }} />;
}


export default function ProductView({ data, actionData }: ViewProps<ProductViewData>) {
  const hydrated = useHydrated();
  const { t } = useTranslation("catalog");
  const { product, reviews } = data;
  const root = useRouteLoaderData<RootData>("root");
  const marks = useListMarks();
  const localize = useLocalize();
  const location = useLocation();
  const [searchParams] = useSearchParams();

  // Selection state starts from the URL (?size=M&option=3) and is written back to it.
  const [size, setSize] = useState<string | null>(() => selectedVariant(product, searchParams.get("size"))?.siteSize || null);
  const [option, setOption] = useState<number | null>(() => selectedOption(product, searchParams.get("option")));
  const variant = selectedVariant(product, size);
  const fewLeft = fewLeftNote(variant);
  const maxQty = maxQuantity(product, variant);
  const [qtyRaw, setQty] = useState(() => clampQuantity(searchParams.get("qty") ?? 1, maxQty));
  const qty = clampQuantity(qtyRaw, maxQty);
  const available = inStock(product, variant);

  const [search, setSearch] = useState(location.search);
  const writeParam = useCallback((key: string, value: string | null) => {
    const next = withParam(window.location.search, key, value);
    setSearch(next);
    // Shareable state without a server round trip: the router's history entry is kept.
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${next}${window.location.hash}`);
  }, []);

  const price = priceFor(product, variant, option);
  const installment = installmentHint(effectivePrice(price), product.priceInStore);
  const score = reviews.reviewScore;
  const reviewResult = (actionData as ReviewActionData | undefined)?.form === "review" ? (actionData as ReviewActionData) : null;
  // ?review=sent after a plain post; `pending` when the review waits for moderation
  const reviewSent = searchParams.get("review") === "sent" || searchParams.get("review") === "pending";
  const reviewPending = searchParams.get("review") === "pending";
  const siteUrl = (root?.siteUrl ?? "").replace(/\/$/, "");
  const pageUrl = `${siteUrl}${location.pathname}`;
  const whatsapp = root?.publicConfig?.whatsapp?.replace(/\D/g, "") || null;
  const sizeTable = product.sizeTable && product.sizeTable.show ? product.sizeTable : null;

  const crumbs = useMemo(() => {
    const category = product.categories[product.categories.length - 1];
    return [...(category ? [{ title: category.title, to: category.route }] : []), { title: product.title }];
  }, [product]);

  const ld = productJsonLd({ product, score, reviews: reviews.items, url: pageUrl, siteUrl, terms: data.offerTerms });

  const sizeTableBlock = sizeTable ? (
    <details className="group rounded-lg border border-line" data-testid="size-table">
      <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 text-sm font-semibold text-ink [&::-webkit-details-marker]:hidden">
        {sizeTable.title || t("product.sizeTable")}
        <span aria-hidden="true" className="transition group-open:rotate-45">
          +
        </span>
      </summary>
      <div className="overflow-x-auto border-t border-line px-4 py-3">
        <Html html={sizeTable.content} />
      </div>
    </details>
  ) : null;

  const parameters = product.parameters.length ? (
    <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-4 text-sm" data-testid="parameters">
      {product.parameters.map((p) => (
        // .prm: the row and its dt / dd (app.css); the list shows twice on a product page
        <div key={p.title} className="prm">
          <dt>{p.title}</dt>
          <dd>{p.values?.length ? p.values.join(", ") : (p.value ?? "")}</dd>
        </div>
      ))}
    </dl>
  ) : null;

  const tabs: TabSpec[] = [
    {
      id: "description",
      label: t("product.description"),
      collapse: true,
      // a readable line length (about 75 characters) on wide screens
      content: product.desc ? <Html html={product.desc} className="max-w-[75ch]" /> : <p className="text-sm text-muted">{t("product.noDescription")}</p>,
    },
    {
      id: "specification",
      label: t("product.specification"),
      collapse: true,
      content: (
        <div className="flex flex-col gap-6">
          {parameters}
          {product.spec ? <Html html={product.spec} /> : null}
          {sizeTable && sizeTable.place === "back" ? (
            <div>
              <h3 className="mb-2 font-semibold text-ink">{sizeTable.title || t("product.sizeTable")}</h3>
              <div className="overflow-x-auto">
                <Html html={sizeTable.content} />
              </div>
            </div>
          ) : null}
          <p className="text-xs text-muted">
            {t("product.sku")}: {product.sku}
          </p>
        </div>
      ),
    },
    {
      id: "reviews",
      label: t("product.reviews"),
      badge: score.count,
      content: (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <div className="flex flex-col gap-4">
            {score.count > 0 ? <ReviewSummary score={score} /> : null}
            <ReviewList items={reviews.items} />
          </div>
          <div>
            <ReviewForm key={reviewResult?.sent ? "sent" : "form"} lastResult={reviewResult} sent={reviewSent} pending={reviewPending} />
          </div>
        </div>
      ),
    },
    { id: "faq", label: t("product.faq"), content: <div className="min-h-8" data-testid="faq-body" /> },
  ];

  const initialTab = reviewSent || reviewResult ? "reviews" : undefined;
  const redirectSearch = search;

  // ?photo=N: the photo page, where a gallery image links to (see ProductPhotos)
  const photo = photoIndex(product.images.length, searchParams.get("photo"));
  if (photo !== null) return <ProductPhotos product={product} index={photo} />;

  return (
    <div className="container-shop pb-16 pt-4" data-testid="product-page" data-product-id={product.id} data-hydrated={hydrated || undefined}>
      <Breadcrumbs items={crumbs} siteUrl={siteUrl} className="mb-4" />
      {ld ? <JsonLd value={ld} /> : null}
      <RecordView productId={product.id} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-10 xl:gap-14">
        <div className="min-w-0">
          <Gallery images={product.images} title={product.title} />
        </div>
        <div className="min-w-0">
          <div className="flex flex-col gap-5 lg:sticky lg:top-6" data-testid="buy-box">
            <div className="flex flex-col gap-2">
              {product.brand ? <p className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">{product.brand.title}</p> : null}
              <h1 className="text-2xl font-semibold leading-tight text-ink sm:text-[28px]">{product.title}</h1>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                {/* no stars before the first review: grey stars and "0 reviews" read as a bad score */}
                {score.count > 0 ? (
                  <a href="#reviews" className="inline-flex items-center gap-2 hover:underline" data-testid="rating-link">
                    <Rating value={score.rating} />
                    <span className="text-muted">{t("reviews.count", { count: score.count })}</span>
                  </a>
                ) : null}
                <span
                  className={`inline-flex items-center gap-1.5 font-medium ${available ? "text-brand" : "text-sale"}`}
                  data-testid="stock-label"
                >
                  <span className={`h-2 w-2 rounded-full ${available ? "bg-brand" : "bg-sale"}`} aria-hidden="true" />
                  {available ? t("product.inStock") : t("product.outOfStock")}
                </span>
              </div>
            </div>
            <Badges product={{ ...product, sold: false }} className="flex-row! flex-wrap" />
            <div className="flex flex-col gap-2" data-testid="price-block">
              <Price product={price} size="lg" />
              {product.discountCategoryTitle ? <p className="text-sm font-medium text-sale">{product.discountCategoryTitle}</p> : null}
              {product.discountInBasket > 0 ? <p className="text-sm text-sale">{t("product.discountInBasket", { percent: product.discountInBasket })}</p> : null}
              {product.cashDiscount > 0 ? <p className="text-sm text-ink">{t("product.cashDiscount", { percent: product.cashDiscount })}</p> : null}
              {installment ? (
                <p className="text-sm text-ink" data-testid="installment">
                  {t("product.installment", { amount: formatMoney(installment.monthly), months: installment.months, card: installment.card })}
                </p>
              ) : null}
            </div>
            {product.discountTimer && !product.priceInStore ? <DiscountCountdown until={product.discountTimer} renderedAt={data.renderedAt} /> : null}
            <GiftProducts gifts={product.giftProducts} />
            <AddToCartForm
              product={product}
              size={size}
              option={option}
              qty={qty}
              maxQty={maxQty}
              available={available}
              wished={marks.wished.has(product.id)}
              compared={marks.compared.has(product.id)}
              redirectSearch={redirectSearch}
              onSize={(s) => {
                setSize(s);
                writeParam("size", s);
              }}
              onOption={(o) => {
                setOption(o);
                writeParam("option", String(o));
              }}
              onQty={setQty}
              contact={{ phone: root?.publicConfig?.phone ?? null, whatsapp, pageUrl }}
              sizeAside={
                sizeTable && sizeTable.place === "front" ? (
                  <a href="#size-table-front" className="text-sm text-muted underline underline-offset-4 hover:text-ink">
                    {t("product.sizeTable")}
                  </a>
                ) : null
              }
            />
            {fewLeft ? <p className="-mt-2 text-sm text-accent">{t(fewLeft.key, { count: fewLeft.count })}</p> : null}
            {whatsapp && !product.priceInStore ? (
              <a
                href={`https://wa.me/${whatsapp}?text=${encodeURIComponent(`${t("product.whatsappText")} ${product.title} — ${pageUrl}${size ? ` (${t("product.size")}: ${size})` : ""}`)}`}
                target="_blank"
                rel="noopener noreferrer"
                className="btn-secondary h-12 border-[#25d366] text-[#0e7540] hover:border-[#0e7540]"
                data-testid="whatsapp-order"
              >
                <WhatsAppIcon />
                {t("product.whatsappOrder")}
              </a>
            ) : null}
            {sizeTable && sizeTable.place === "front" ? <div id="size-table-front">{sizeTableBlock}</div> : null}
            {product.paymentTypeMessage ? <p className="rounded-md bg-soft px-4 py-3 text-sm text-ink">{product.paymentTypeMessage}</p> : null}
            {product.onlyCard ? <p className="text-sm text-muted">{t("product.onlyCard")}</p> : null}
            {product.parameters.length ? (
              <div>
                <h2 className="mb-1 text-sm font-semibold text-ink">{t("product.parameters")}</h2>
                {parameters}
              </div>
            ) : null}
            {product.categories.length ? (
              <p className="text-sm text-muted">
                {t("product.categories")}:{" "}
                {product.categories.map((c, i) => (
                  <span key={c.id}>
                    {i > 0 ? ", " : null}
                    <Link to={localize(c.route)} className="text-ink underline decoration-ink/40 underline-offset-2 hover:decoration-ink">
                      {c.title}
                    </Link>
                  </span>
                ))}
              </p>
            ) : null}
          </div>
        </div>
      </div>
      <div className="mt-12 lg:mt-16">
        <ProductTabs tabs={tabs} initial={initialTab} />
      </div>
    </div>
  );
}
