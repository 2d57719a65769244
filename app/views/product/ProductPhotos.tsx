import { useTranslation } from "~/lib/translation";
import { Link, useLocation } from "react-router";
import { useLocalize } from "~/hooks/useLang";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import type { ProductDetail } from "../../../backend/catalog/contract";
import { imageUrl, srcSet } from "~/lib/images";

function Arrow({ dir }: { dir: "prev" | "next" }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={dir === "prev" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} />
    </svg>
  );
}

/**
 * The product's photo page (`?photo=N` on the product's own URL): one large image in an HTML
 * page of the shop, with previous / next, every thumbnail and the way back to the product.
 * It is where a gallery image links to, so a tap before the page has hydrated, or any tap
 * without JavaScript, shows the large photo inside the shop instead of a bare image file;
 * with JavaScript the same tap opens the zoom viewer and never comes here.
 */
export function ProductPhotos({ product, index }: { product: ProductDetail; index: number }) {
  const { t } = useTranslation("catalog");
  const localize = useLocalize();
  const { pathname } = useLocation();
  const count = product.images.length;
  const image = product.images[index]!;
  const label = t("product.imageOf", { n: index + 1, count });
  const photo = (i: number) => ({ pathname, search: `?photo=${((i % count) + count) % count + 1}` });
  const category = product.categories[product.categories.length - 1];
  const crumbs = [...(category ? [{ title: category.title, to: category.route }] : []), { title: product.title, to: product.route }, { title: label }];
  const nav = "btn-secondary h-11 gap-1.5 px-4";

  return (
    <div className="container-shop pb-16 pt-4" data-testid="product-photo-page">
      <Breadcrumbs items={crumbs} className="mb-4" />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold leading-tight text-ink sm:text-2xl">{product.title}</h1>
        <Link to={localize(product.route)} className="btn-primary h-11 px-5" data-testid="photo-back">
          {t("product.backToProduct")}
        </Link>
      </div>
      <figure className="flex flex-col items-center gap-3">
        <img
          src={imageUrl(image.source, 1000)}
          srcSet={srcSet(image.source, 500)}
          sizes="(min-width: 1025px) 1000px, 100vw"
          width={750}
          height={1000}
          alt={image.alt || (index === 0 ? product.title : `${label} — ${product.title}`)}
          className={`h-auto max-h-[85vh] w-auto max-w-full rounded-lg bg-soft pimg ${image.withPad ? "p-6" : ""}`}
          data-testid="photo-image"
        />
        <figcaption className="text-sm tabular-nums text-muted" data-testid="photo-counter">
          {label}
        </figcaption>
      </figure>
      {count > 1 ? (
        <nav aria-label={t("product.thumbnails")} className="mt-6 flex flex-col items-center gap-4">
          <div className="flex items-center gap-3">
            <Link to={photo(index - 1)} className={nav} rel="prev" data-testid="photo-prev">
              <Arrow dir="prev" />
              {t("product.prevImage")}
            </Link>
            <Link to={photo(index + 1)} className={nav} rel="next" data-testid="photo-next">
              {t("product.nextImage")}
              <Arrow dir="next" />
            </Link>
          </div>
          <ul className="flex max-w-full gap-2 overflow-x-auto pb-1">
            {product.images.map((img, i) => (
              <li key={`${img.source}-${i}`} className="shrink-0">
                <Link
                  to={photo(i)}
                  aria-current={i === index ? "page" : undefined}
                  aria-label={t("product.imageOf", { n: i + 1, count })}
                  className={`block aspect-[3/4] w-16 overflow-hidden rounded-md bg-soft ${i === index ? "ring-2 ring-ink" : "ring-1 ring-line hover:ring-ink"}`}
                >
                  <img src={imageUrl(img.source, 300)} width={80} height={107} alt="" loading="lazy" decoding="async" className={`h-full w-full pimg ${img.withPad ? "p-1" : ""}`} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
