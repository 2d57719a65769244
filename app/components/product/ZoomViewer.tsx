/**
 * Fullscreen image viewer of the product gallery (its own chunk, loaded on the first open).
 * react-medium-image-zoom animates the image from the gallery slide to the screen; around it
 * our controls: counter, previous / next, zoom in / out / reset (drag to pan when zoomed),
 * fullscreen toggle, download of the large image, close.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/translation";
import { Controlled as ControlledZoom } from "react-medium-image-zoom";
import "react-medium-image-zoom/dist/styles.css";
import { imageUrl } from "~/lib/images";
import type { GalleryImage } from "./Gallery";

const MIN = 1;
const MAX = 4;
const STEP = 0.5;

interface Props {
  images: GalleryImage[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** the file the gallery slide already shows (decoded, in the cache): the viewer opens from it at once */
  startSrc?: string;
}

const btn =
  "pointer-events-auto flex h-11 w-11 items-center justify-center rounded-full bg-white text-ink shadow ring-1 ring-black/10 transition hover:bg-soft disabled:opacity-40";

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} />
    </svg>
  );
}

const ICONS = {
  prev: "M15 5l-7 7 7 7",
  next: "M9 5l7 7-7 7",
  zoomIn: "M11 4a7 7 0 1 1 0 14 7 7 0 0 1 0-14zM16 16l5 5M11 8v6M8 11h6",
  zoomOut: "M11 4a7 7 0 1 1 0 14 7 7 0 0 1 0-14zM16 16l5 5M8 11h6",
  reset: "M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4",
  fullscreen: "M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5",
  exitFullscreen: "M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5",
  download: "M12 4v11M7 10l5 5 5-5M5 20h14",
  close: "M6 6l12 12M18 6L6 18",
};

export default function ZoomViewer({ images, title, index, onIndexChange, onClose, startSrc }: Props) {
  const { t } = useTranslation("catalog");
  const [zoomed, setZoomed] = useState(false);
  const [scale, setScale] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [fullscreen, setFullscreen] = useState(false);
  const controlsRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; ox: number; oy: number; moved: boolean } | null>(null);
  const count = images.length;
  const image = images[index] ?? images[0];
  // react-medium-image-zoom animates the image it opened with; other images are shown by us.
  const [openedIndex] = useState(index);
  const opened = images[openedIndex] ?? images[0];
  const alt = image.alt || title;

  // Open with the zoom animation once the library has found a loaded image to zoom. Before that
  // it renders no <dialog> (its `hasImage` waits for the image to decode), and `isZoomed` turning
  // true then calls showModal() on nothing: the dialog appeared later but stayed closed and
  // invisible. That is what happened on phones at device pixel ratio 1, where the gallery had
  // shown the 500 px file and the viewer asked for another one that was not decoded within the
  // old fixed 16 ms. So: start from the file the gallery already shows, and wait for the
  // library's "found" mark on its content box before zooming.
  const wrapRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const wrap = wrapRef.current;
    if (!wrap) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ready = () => {
      if (timer !== undefined || !wrap.querySelector('[data-rmiz-content="found"]')) return;
      observer.disconnect();
      // a timer, not requestAnimationFrame: frames may not be scheduled while nothing changes on screen;
      // one frame with the image in place lets the zoom transition run
      timer = setTimeout(() => setZoomed(true), 16);
    };
    const observer = new MutationObserver(ready);
    observer.observe(wrap, { attributes: true, attributeFilter: ["data-rmiz-content"], subtree: true });
    ready();
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, []);

  // Unmount once the closing animation (0.3 s) is over.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (zoomed) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    const id = setTimeout(onClose, 350);
    return () => clearTimeout(id);
  }, [zoomed, onClose]);

  useEffect(() => {
    setScale(1);
    setOffset({ x: 0, y: 0 });
  }, [index]);

  useEffect(() => {
    const sync = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener("fullscreenchange", sync);
    return () => document.removeEventListener("fullscreenchange", sync);
  }, []);

  const go = useCallback((delta: number) => onIndexChange((((index + delta) % count) + count) % count), [count, index, onIndexChange]);
  const zoomBy = useCallback((delta: number) => {
    setScale((s) => {
      const next = Math.min(MAX, Math.max(MIN, s + delta));
      if (next === 1) setOffset({ x: 0, y: 0 });
      return next;
    });
  }, []);

  useEffect(() => {
    if (!zoomed) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "ArrowRight") go(1);
      else if (e.key === "ArrowLeft") go(-1);
      else if (e.key === "+" || e.key === "=") zoomBy(STEP);
      else if (e.key === "-") zoomBy(-STEP);
      else if (e.key === "0") {
        setScale(1);
        setOffset({ x: 0, y: 0 });
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [go, zoomBy, zoomed]);

  const toggleFullscreen = async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await controlsRef.current?.closest("dialog")?.requestFullscreen();
    } catch {
      // Fullscreen refused (iframe, old browser): the viewer already fills the window.
    }
  };

  const close = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    setZoomed(false);
  };

  return (
    <div ref={wrapRef} className="pointer-events-none absolute inset-0 z-0" aria-hidden={!zoomed}>
      <ControlledZoom
        isZoomed={zoomed}
        onZoomChange={(value) => {
          if (value) setZoomed(true);
          else close();
        }}
        canSwipeToUnzoom={scale === 1}
        zoomMargin={24}
        classDialog="product-zoom"
        a11yNameButtonUnzoom={t("product.closeViewer")}
        a11yNameButtonZoom={t("product.zoom")}
        // the 1000 px image the gallery already loaded: the viewer opens at once (the original is for download)
        zoomImg={{ src: imageUrl(opened.source, 1000), alt: opened.alt || title }}
        ZoomContent={({ img }) => {
          return (
            <>
              <div
                className="absolute inset-0"
                style={{
                  transform: `translate(${offset.x}px, ${offset.y}px) scale(${scale})`,
                  transition: drag.current ? "none" : "transform 0.2s",
                  cursor: scale > 1 ? "grab" : undefined,
                  touchAction: scale > 1 ? "none" : undefined,
                }}
                onPointerDown={(e) => {
                  if (scale === 1) return;
                  drag.current = { x: e.clientX, y: e.clientY, ox: offset.x, oy: offset.y, moved: false };
                  (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
                }}
                onPointerMove={(e) => {
                  const d = drag.current;
                  if (!d) return;
                  const dx = e.clientX - d.x;
                  const dy = e.clientY - d.y;
                  if (Math.abs(dx) + Math.abs(dy) > 3) d.moved = true;
                  setOffset({ x: d.ox + dx, y: d.oy + dy });
                }}
                onPointerUp={() => {
                  setTimeout(() => (drag.current = null), 0);
                }}
                onClick={(e) => {
                  // While zoomed in, a click (or the end of a drag) must not close the viewer.
                  if (scale > 1 || drag.current?.moved) e.stopPropagation();
                }}
              >
                {index === openedIndex ? (
                  img
                ) : (
                  <img
                    key={image.source}
                    src={imageUrl(image.source, 1000)}
                    alt={alt}
                    draggable={false}
                    className={`pimg absolute inset-0 m-auto h-full w-full select-none ${image.withPad ? "p-6" : ""}`}
                  />
                )}
              </div>
              <div ref={controlsRef} className="pointer-events-none absolute inset-0 z-10 text-ink" data-testid="zoom-viewer">
                <div className="absolute inset-x-3 top-3 flex items-center justify-between gap-2 sm:inset-x-5 sm:top-5">
                  <span className="pointer-events-auto rounded-full bg-white px-3 py-1.5 text-sm font-medium tabular-nums shadow ring-1 ring-black/10" data-testid="zoom-counter">
                    {index + 1} / {count}
                  </span>
                  <div className="flex items-center gap-2">
                    <button type="button" className={btn} onClick={() => zoomBy(STEP)} disabled={scale >= MAX} aria-label={t("product.zoomIn")} title={t("product.zoomIn")}>
                      <Icon d={ICONS.zoomIn} />
                    </button>
                    <button type="button" className={btn} onClick={() => zoomBy(-STEP)} disabled={scale <= MIN} aria-label={t("product.zoomOut")} title={t("product.zoomOut")}>
                      <Icon d={ICONS.zoomOut} />
                    </button>
                    <button
                      type="button"
                      className={btn}
                      onClick={() => {
                        setScale(1);
                        setOffset({ x: 0, y: 0 });
                      }}
                      disabled={scale === 1 && offset.x === 0 && offset.y === 0}
                      aria-label={t("product.zoomReset")}
                      title={t("product.zoomReset")}
                    >
                      <Icon d={ICONS.reset} />
                    </button>
                    <button
                      type="button"
                      className={`${btn} hidden sm:flex`}
                      onClick={toggleFullscreen}
                      aria-pressed={fullscreen}
                      aria-label={fullscreen ? t("product.exitFullscreen") : t("product.fullscreen")}
                      title={fullscreen ? t("product.exitFullscreen") : t("product.fullscreen")}
                    >
                      <Icon d={fullscreen ? ICONS.exitFullscreen : ICONS.fullscreen} />
                    </button>
                    <a className={btn} href={imageUrl(image.source, "orig")} download aria-label={t("product.download")} title={t("product.download")}>
                      <Icon d={ICONS.download} />
                    </a>
                    <button
                      type="button"
                      className={btn}
                      onClick={(e) => {
                        e.stopPropagation();
                        close();
                      }}
                      aria-label={t("product.closeViewer")}
                      title={t("product.closeViewer")}
                      data-testid="zoom-close"
                    >
                      <Icon d={ICONS.close} />
                    </button>
                  </div>
                </div>
                {count > 1 ? (
                  <>
                    <button type="button" className={`${btn} absolute left-3 top-1/2 -translate-y-1/2 sm:left-5`} onClick={() => go(-1)} aria-label={t("product.prevImage")}>
                      <Icon d={ICONS.prev} />
                    </button>
                    <button type="button" className={`${btn} absolute right-3 top-1/2 -translate-y-1/2 sm:right-5`} onClick={() => go(1)} aria-label={t("product.nextImage")}>
                      <Icon d={ICONS.next} />
                    </button>
                  </>
                ) : null}
              </div>
            </>
          );
        }}
      >
        <img
          src={startSrc || imageUrl(opened.source, 1000)}
          alt={opened.alt || title}
          // the image cannot be loaded: nothing to zoom, leave the page as it was
          onError={onClose}
          className={`pimg h-full w-full ${opened.withPad ? "p-6" : ""}`}
          style={{ aspectRatio: "3 / 4" }}
        />
      </ControlledZoom>
    </div>
  );
}
