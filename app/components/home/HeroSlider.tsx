/**
 * The home page's main slider. Every slide is a real link. The first slide's image loads
 * eagerly with high fetch priority inside a box of fixed aspect ratio (no layout shift);
 * later slides load lazily. Without JavaScript the first slide shows and the others are
 * reachable by scrolling sideways or through the numbered links below. With JavaScript
 * swiper starts at once, with autoplay unless the visitor prefers reduced motion.
 */
import { useRef } from "react";
import { preload } from "react-dom";
import { Link } from "react-router";
import { useTranslation } from "~/lib/translation";
import type { CarouselItem } from "../../../backend/content/contract";
import { ChevronLeftIcon, ChevronRightIcon } from "~/components/layout/icons";
import { imageUrl } from "~/lib/images";
import { localizePath, type Lang } from "~/lib/i18n";
import { useLazySwiper } from "./useLazySwiper";

export function bannerHref(route: string | null | undefined, lang: Lang): string | null {
  if (!route) return null;
  return /^https?:/i.test(route) ? route : localizePath(route, lang);
}

export function HeroSlider({ items, lang, sectionId }: { items: CarouselItem[]; lang: Lang; sectionId: number }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const dotsRef = useRef<HTMLDivElement>(null);
  const many = items.length > 1;
  const ready = useLazySwiper(
    ref,
    (mod, el) =>
      mod.createHeroSlider(el, {
        prev: prevRef.current,
        next: nextRef.current,
        pagination: dotsRef.current,
        labels: { prev: t("previous"), next: t("next"), slide: t("goToSlide") },
        autoplay: !window.matchMedia("(prefers-reduced-motion: reduce)").matches,
      }),
    { eager: true, enabled: many },
  );
  if (items.length === 0) return null;
  preloadFirstSlide(items[0]);
  const slideId = (i: number) => `hero-${sectionId}-${i + 1}`;

  return (
    <section aria-label={t("mainSlider")} className="hero" data-testid="main-slider">
      <div ref={ref} className="hero-swiper swiper">
        <div className="swiper-wrapper">
          {items.map((item, i) => {
            const href = bannerHref(item.route, lang);
            const first = i === 0;
            const body = (
              <>
                <picture>
                  {item.mbImage ? <source media="(max-width: 512px)" srcSet={imageUrl(item.mbImage, 500)} /> : null}
                  <source media="(max-width: 1024px)" srcSet={imageUrl(item.image, 1000)} />
                  <img
                    src={imageUrl(item.image, "orig")}
                    alt={item.title ?? ""}
                    width={1920}
                    height={800}
                    loading={first ? "eager" : "lazy"}
                    decoding={first ? "sync" : "async"}
                    {...(first ? { fetchPriority: "high" as const } : {})}
                    className="hero-img"
                  />
                </picture>
                {item.title || item.subtitle ? (
                  <span className="hero-text">
                    <span className="container-shop block">
                      {item.subtitle ? <span className="hero-kicker">{item.subtitle}</span> : null}
                      {item.title ? <span className="hero-title">{item.title}</span> : null}
                      {href ? (
                        <span className="hero-cta">
                          {t("shopNow")} <span aria-hidden="true">→</span>
                        </span>
                      ) : null}
                    </span>
                  </span>
                ) : null}
              </>
            );
            return (
              <div key={i} id={slideId(i)} className="swiper-slide hero-slide">
                {href && /^https?:/i.test(href) ? (
                  <a href={href} className="hero-link">
                    {body}
                  </a>
                ) : href ? (
                  <Link to={href} className="hero-link" prefetch="none">
                    {body}
                  </Link>
                ) : (
                  <div className="hero-link">{body}</div>
                )}
              </div>
            );
          })}
        </div>
        {many ? (
          <>
            <div className="hero-controls" hidden={!ready}>
              <button ref={prevRef} type="button" className="hero-nav">
                <ChevronLeftIcon size={20} />
                <span className="sr-only">{t("previous")}</span>
              </button>
              <button ref={nextRef} type="button" className="hero-nav">
                <ChevronRightIcon size={20} />
                <span className="sr-only">{t("next")}</span>
              </button>
            </div>
            <div ref={dotsRef} className="hero-dots" hidden={!ready} />
          </>
        ) : null}
      </div>
      {many && !ready ? (
        <nav aria-label={t("slides")} className="hero-dots-static">
          {items.map((item, i) => (
            <a key={i} href={`#${slideId(i)}`} className="hero-dot-link" aria-current={i === 0 ? "true" : undefined}>
              <span className="sr-only">{item.title ?? t("slideN", { n: i + 1 })}</span>
            </a>
          ))}
        </nav>
      ) : null}
    </section>
  );
}

/**
 * The first slide is the home page's largest paint. Its <picture> picks a file by media query,
 * which the browser's preload scanner learns only when it reaches the slider, behind the head's
 * stylesheet, fonts and ~30 module preloads; a preload per media query in <head> (React writes
 * it there) starts the one file this screen will show at once (ADR 0032).
 */
function preloadFirstSlide(item: CarouselItem) {
  const mobile = item.mbImage ? "(max-width: 512px)" : null;
  const tablet = mobile ? "(min-width: 513px) and (max-width: 1024px)" : "(max-width: 1024px)";
  if (item.mbImage && mobile) preload(imageUrl(item.mbImage, 500), { as: "image", fetchPriority: "high", media: mobile });
  preload(imageUrl(item.image, 1000), { as: "image", fetchPriority: "high", media: tablet });
  preload(imageUrl(item.image, "orig"), { as: "image", fetchPriority: "high", media: "(min-width: 1025px)" });
}
