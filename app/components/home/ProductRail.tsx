/**
 * A titled product carousel of the home page: 5 cards per page above 1024 px, 4 up to
 * 1024, 3 up to 768, 2 up to 512. The server renders a horizontal scroll-snap list (usable
 * without JavaScript); with JavaScript swiper takes it over when it nears the viewport.
 */
import { useId, useRef } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/lib/translation";
import type { CardView as ProductCardData } from "~/lib/card-view";
import { ChevronLeftIcon, ChevronRightIcon } from "~/components/layout/icons";
import { ProductCard } from "~/components/product/ProductCard";
import { useLazySwiper } from "./useLazySwiper";

export function ProductRail({
  title,
  products,
  viewAll,
  testId,
  wished,
  compared,
}: {
  title: string;
  products: ProductCardData[];
  /** localized href of the full listing */
  viewAll?: string | null;
  testId?: string;
  wished?: ReadonlySet<number>;
  compared?: ReadonlySet<number>;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const railRef = useRef<HTMLDivElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const ready = useLazySwiper(railRef, (mod, el) =>
    mod.createProductRail(el, {
      prev: prevRef.current,
      next: nextRef.current,
      labels: { prev: t("previous"), next: t("next") },
    }),
  );

  if (products.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="container-shop py-8 md:py-12" data-testid={testId}>
      <div className="mb-5 flex items-end justify-between gap-4 md:mb-6">
        <h2 id={headingId} className="text-xl font-semibold tracking-tight md:text-[28px] md:leading-9">
          {title}
        </h2>
        <div className="flex shrink-0 items-center gap-3">
          {viewAll ? (
            <Link to={viewAll} className="text-sm font-semibold text-brand underline-offset-4 hover:underline">
              {t("viewAll")}
            </Link>
          ) : null}
          <div className={`hidden gap-2 md:flex ${ready ? "" : "md:invisible"}`} aria-hidden={ready ? undefined : true}>
            <button ref={prevRef} type="button" className="rail-nav" tabIndex={ready ? 0 : -1}>
              <ChevronLeftIcon size={18} />
              <span className="sr-only">{t("previous")}</span>
            </button>
            <button ref={nextRef} type="button" className="rail-nav" tabIndex={ready ? 0 : -1}>
              <ChevronRightIcon size={18} />
              <span className="sr-only">{t("next")}</span>
            </button>
          </div>
        </div>
      </div>
      <div ref={railRef} className="rail swiper">
        <div className="swiper-wrapper">
          {products.map((product) => (
            <div key={product.id} className="swiper-slide">
              <ProductCard product={product} wished={wished?.has(product.id)} compared={compared?.has(product.id)} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
