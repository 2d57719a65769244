/**
 * Swiper for the home page's carousels, in its own chunk: imported only when a carousel
 * comes near the viewport. It takes over the server-rendered scroll-snap list in place
 * (same markup, same slide widths), so nothing moves when it starts.
 */
import Swiper from "swiper";
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from "swiper/modules";
import "swiper/css";

export interface RailSwiper {
  destroy(): void;
}

/** Slides per view by window width: 2 up to 512 px, 3 up to 768, 4 up to 1024, then 5 (home). */
export const PRODUCT_BREAKPOINTS = {
  0: { slidesPerView: 2, slidesPerGroup: 2, spaceBetween: 16 },
  513: { slidesPerView: 3, slidesPerGroup: 3, spaceBetween: 16 },
  769: { slidesPerView: 4, slidesPerGroup: 4, spaceBetween: 24 },
  1025: { slidesPerView: 5, slidesPerGroup: 5, spaceBetween: 24 },
} as const;

export function createProductRail(
  el: HTMLElement,
  controls: { prev: HTMLElement | null; next: HTMLElement | null; labels: { prev: string; next: string } },
): RailSwiper {
  const swiper = new Swiper(el, {
    modules: [Navigation, Keyboard, A11y],
    breakpoints: PRODUCT_BREAKPOINTS,
    speed: 450,
    watchOverflow: true,
    keyboard: { enabled: true, onlyInViewport: true },
    navigation: controls.prev && controls.next ? { prevEl: controls.prev, nextEl: controls.next, disabledClass: "rail-nav-disabled" } : false,
    a11y: { enabled: true, prevSlideMessage: controls.labels.prev, nextSlideMessage: controls.labels.next, slideRole: "group" },
  });
  return { destroy: () => swiper.destroy(true, true) };
}

export function createHeroSlider(
  el: HTMLElement,
  opts: {
    prev: HTMLElement | null;
    next: HTMLElement | null;
    pagination: HTMLElement | null;
    labels: { prev: string; next: string; slide: string };
    autoplay: boolean;
  },
): RailSwiper {
  const swiper = new Swiper(el, {
    modules: [Navigation, Pagination, Autoplay, Keyboard, A11y],
    slidesPerView: 1,
    speed: 600,
    rewind: true,
    keyboard: { enabled: true, onlyInViewport: true },
    autoplay: opts.autoplay ? { delay: 6000, disableOnInteraction: true, pauseOnMouseEnter: true } : false,
    navigation: opts.prev && opts.next ? { prevEl: opts.prev, nextEl: opts.next } : false,
    pagination: opts.pagination
      ? { el: opts.pagination, clickable: true, bulletClass: "hero-dot", bulletActiveClass: "hero-dot-active" }
      : false,
    a11y: {
      enabled: true,
      prevSlideMessage: opts.labels.prev,
      nextSlideMessage: opts.labels.next,
      paginationBulletMessage: opts.labels.slide,
      slideRole: "group",
    },
  });
  return { destroy: () => swiper.destroy(true, true) };
}
