import { Suspense, lazy, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/translation";
import { imageUrl, srcSet } from "~/lib/images";
import type { GallerySwiper } from "./gallery-swiper";
import { useHydrated } from "~/hooks/useHydrated";

export interface GalleryImage {
  source: string;
  withPad: boolean;
  alt: string;
}

const ZoomViewer = lazy(() => import("./ZoomViewer"));

/** Sizes of the main image: full width on phones, about 58% of the 1320 px container on desktop. */
const MAIN_SIZES = "(min-width: 1025px) 680px, (min-width: 768px) 60vw, 100vw";

function Arrow({ dir }: { dir: "prev" | "next" }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={dir === "prev" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} />
    </svg>
  );
}

function ZoomIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L21 21M10.5 7.5v6M7.5 10.5h6" />
    </svg>
  );
}

/**
 * The product gallery.
 * - Server HTML (and no JS): every image in a horizontal scroll-snap strip, each a link to the
 *   product's photo page (`?photo=N`, an HTML page of the shop with the large image; never the
 *   bare image file, so a tap before hydration keeps the shopper in the shop); thumbnails are
 *   anchor links to the slides. The first image is eager, with a
 *   fixed 3:4 box so nothing shifts; every picture is shown whole in it (`.pimg`).
 * - With JS: arrows, counter, thumbnails drive the strip; the swiper carousel (drag, keyboard)
 *   is loaded on the first interaction; clicking an image opens the zoom viewer (its own chunk).
 */
export function Gallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const { t } = useTranslation("catalog");
  const list = images.length ? images : [{ source: "", withPad: false, alt: title }];
  const count = list.length;
  const rootRef = useRef<HTMLDivElement>(null);
  const stripRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<GallerySwiper | null>(null);
  const loadingSwiper = useRef(false);
  const [index, setIndex] = useState(0);
  const hydrated = useHydrated();
  const [viewer, setViewerIndex] = useState<number | null>(null);
  const [viewerStart, setViewerStart] = useState<string | undefined>(undefined);
  /** Opens the zoom viewer on image `i`, starting from the file its slide already shows. */
  const setViewer = useCallback((i: number | null) => {
    if (i !== null) setViewerStart(rootRef.current?.querySelector<HTMLImageElement>(`#gallery-slide-${i + 1} img`)?.currentSrc || undefined);
    setViewerIndex(i);
  }, []);
  const thumbsRef = useRef<HTMLUListElement>(null);

  useEffect(() => () => swiperRef.current?.destroy(), []);

  // Keep the active thumbnail in view.
  useEffect(() => {
    const thumb = thumbsRef.current?.children[index] as HTMLElement | undefined;
    const box = thumbsRef.current;
    if (!thumb || !box) return;
    if (box.scrollWidth > box.clientWidth) box.scrollTo({ left: thumb.offsetLeft - box.clientWidth / 2 + thumb.clientWidth / 2, behavior: "smooth" });
    else if (box.scrollHeight > box.clientHeight) box.scrollTo({ top: thumb.offsetTop - box.clientHeight / 2 + thumb.clientHeight / 2, behavior: "smooth" });
  }, [index]);

  const startSwiper = useCallback(() => {
    if (count < 2 || swiperRef.current || loadingSwiper.current || !rootRef.current) return;
    loadingSwiper.current = true;
    import("./gallery-swiper")
      .then(({ createGallerySwiper }) => {
        const strip = stripRef.current;
        const el = rootRef.current?.querySelector<HTMLElement>("[data-gallery-swiper]");
        if (!el || !strip) return;
        const start = strip.clientWidth ? Math.round(strip.scrollLeft / strip.clientWidth) : 0;
        strip.scrollLeft = 0;
        swiperRef.current = createGallerySwiper(el, { initialSlide: start, onChange: setIndex });
        setIndex(start);
      })
      .catch(() => {
        loadingSwiper.current = false;
      });
  }, [count]);

  const goTo = useCallback(
    (i: number, instant = false) => {
      const next = ((i % count) + count) % count;
      setIndex(next);
      if (swiperRef.current) {
        swiperRef.current.slideTo(next, instant);
        return;
      }
      const strip = stripRef.current;
      // Before swiper takes over: an instant jump, so the strip's position is the index swiper starts from.
      if (strip) strip.scrollTo({ left: next * strip.clientWidth, behavior: instant || loadingSwiper.current ? "auto" : "smooth" });
    },
    [count],
  );

  const onScroll = () => {
    if (swiperRef.current) return;
    const strip = stripRef.current;
    if (!strip || !strip.clientWidth) return;
    const i = Math.round(strip.scrollLeft / strip.clientWidth);
    if (i !== index) setIndex(i);
  };

  const openViewer = (i: number) => (event: React.MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setViewer(i);
  };

  return (
    <div
      ref={rootRef}
      className="flex flex-col gap-3 desk:flex-row-reverse desk:items-start"
      data-testid="gallery"
      onPointerEnter={startSwiper}
      onTouchStart={startSwiper}
      onFocusCapture={startSwiper}
    >
      <div className="relative min-w-0 flex-1">
        <div data-gallery-swiper className="swiper relative overflow-hidden rounded-lg bg-soft">
          <div
            ref={stripRef}
            onScroll={onScroll}
            className="swiper-wrapper flex [.swiper:not(.swiper-initialized)>&]:snap-x [.swiper:not(.swiper-initialized)>&]:snap-mandatory [.swiper:not(.swiper-initialized)>&]:overflow-x-auto [.swiper:not(.swiper-initialized)>&]:[scrollbar-width:none]"
          >
            {list.map((img, i) => (
              <div
                key={`${img.source}-${i}`}
                id={`gallery-slide-${i + 1}`}
                className="swiper-slide pslide"
                role="group"
                aria-roledescription={t("product.slide")}
                aria-label={t("product.imageOf", { n: i + 1, count })}
              >
                <a
                  href={img.source ? `?photo=${i + 1}` : undefined}
                  onClick={img.source ? openViewer(i) : undefined}
                  className="block h-full w-full cursor-zoom-in"
                  data-testid="gallery-image"
                >
                  <img
                    src={imageUrl(img.source, 1000)}
                    srcSet={srcSet(img.source, 500)}
                    sizes={MAIN_SIZES}
                    width={750}
                    height={1000}
                    alt={img.alt || (i === 0 ? title : t("product.imageOf", { n: i + 1, count }) + ` — ${title}`)}
                    loading={i === 0 ? "eager" : "lazy"}
                    decoding={i === 0 ? "sync" : "async"}
                    {...(i === 0 ? { fetchPriority: "high" as const } : {})}
                    draggable={false}
                    className={`pimg absolute inset-0 h-full w-full select-none ${img.withPad ? "p-6" : ""}`}
                  />
                </a>
              </div>
            ))}
          </div>
        </div>
        {hydrated && count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => {
                startSwiper();
                goTo(index - 1);
              }}
              className="absolute left-3 top-1/2 z-10 hidden h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow ring-1 ring-black/5 hover:bg-white sm:flex"
              aria-label={t("product.prevImage")}
            >
              <Arrow dir="prev" />
            </button>
            <button
              type="button"
              onClick={() => {
                startSwiper();
                goTo(index + 1);
              }}
              className="absolute right-3 top-1/2 z-10 hidden h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow ring-1 ring-black/5 hover:bg-white sm:flex"
              aria-label={t("product.nextImage")}
            >
              <Arrow dir="next" />
            </button>
          </>
        ) : null}
        {hydrated ? (
          <div className="pointer-events-none absolute inset-x-3 bottom-3 z-10 flex items-center justify-between">
            {count > 1 ? (
              <span className="rounded-full bg-white/90 px-2.5 py-1 text-xs font-medium tabular-nums text-ink shadow-sm" data-testid="gallery-counter">
                {index + 1} / {count}
              </span>
            ) : (
              <span />
            )}
            {list[index]?.source ? (
              <button
                type="button"
                onClick={() => setViewer(index)}
                className="pointer-events-auto flex h-10 w-10 items-center justify-center rounded-full bg-white/90 text-ink shadow-sm ring-1 ring-black/5 hover:bg-white"
                aria-label={t("product.zoom")}
                data-testid="gallery-zoom"
              >
                <ZoomIcon />
              </button>
            ) : null}
          </div>
        ) : null}
        {viewer !== null ? (
          <Suspense fallback={null}>
            <ZoomViewer
              images={list}
              title={title}
              index={viewer}
              startSrc={viewerStart}
              onIndexChange={(i) => {
                setViewerIndex(i);
                goTo(i, true);
              }}
              onClose={() => setViewerIndex(null)}
            />
          </Suspense>
        ) : null}
      </div>
      {count > 1 ? (
        <ul
          ref={thumbsRef}
          className="flex gap-2 overflow-x-auto pb-1 [scrollbar-width:thin] desk:max-h-[min(80vh,860px)] desk:w-20 desk:shrink-0 desk:flex-col desk:overflow-y-auto desk:overflow-x-hidden desk:pb-0"
          aria-label={t("product.thumbnails")}
        >
          {list.map((img, i) => (
            <li key={`${img.source}-${i}`} className="shrink-0">
              <a
                href={`#gallery-slide-${i + 1}`}
                onClick={(e) => {
                  e.preventDefault();
                  startSwiper();
                  goTo(i);
                }}
                aria-current={i === index ? "true" : undefined}
                aria-label={t("product.imageOf", { n: i + 1, count })}
                className={i === index ? "pthumb pthumb-on" : "pthumb"}
              >
                <img
                  src={imageUrl(img.source, 300)}
                  width={80}
                  height={107}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className={`pimg h-full w-full ${img.withPad ? "p-1" : ""}`}
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
