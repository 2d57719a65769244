/**
 * The swiper carousel of the product gallery, loaded on the first interaction with the
 * gallery (its own chunk). It takes over the server-rendered scroll-snap strip in place.
 */
import Swiper from "swiper";
import { A11y, Keyboard } from "swiper/modules";
import "swiper/css";

export interface GallerySwiper {
  slideTo(index: number, instant?: boolean): void;
  destroy(): void;
}

export function createGallerySwiper(el: HTMLElement, opts: { initialSlide: number; onChange: (index: number) => void }): GallerySwiper {
  const swiper = new Swiper(el, {
    modules: [Keyboard, A11y],
    initialSlide: opts.initialSlide,
    slidesPerView: 1,
    speed: 350,
    grabCursor: true,
    keyboard: { enabled: true, onlyInViewport: true },
    a11y: { enabled: true, slideRole: "group" },
    on: {
      slideChange(s) {
        opts.onChange(s.activeIndex);
      },
    },
  });
  return {
    slideTo(index, instant) {
      swiper.slideTo(index, instant ? 0 : undefined);
    },
    destroy() {
      swiper.destroy(true, true);
    },
  };
}
