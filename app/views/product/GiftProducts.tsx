import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/translation";
import { imageUrl } from "~/lib/images";

/** Gift images rotate every 2 s (spec section 9). */
export const GIFT_ROTATION_MS = 2000;

/**
 * Products given free with this one: every gift's title is listed (with or without JS, so the
 * block keeps its height when the page hydrates) next to one image. With JS and more than one
 * gift the image changes every 2 seconds and the matching title is highlighted (paused for
 * reduced motion). The titles carry the information; the images are decorative.
 */
export function GiftProducts({ gifts }: { gifts: { id: number; title: string; image: string | null }[] }) {
  const { t } = useTranslation("catalog");
  const [rotating, setRotating] = useState(false);
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (gifts.length < 2) return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    setRotating(true);
    const id = setInterval(() => setIndex((i) => (i + 1) % gifts.length), GIFT_ROTATION_MS);
    return () => clearInterval(id);
  }, [gifts.length]);
  if (gifts.length === 0) return null;
  return (
    <div className="flex items-center gap-4 rounded-lg border border-dashed border-accent/50 bg-accent/5 p-3" data-testid="gifts">
      <div className="relative h-16 w-16 shrink-0 overflow-hidden rounded-md bg-white" aria-hidden="true">
        {gifts.map((g, i) => (
          <img
            key={g.id}
            src={imageUrl(g.image, 300)}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-500 ${!rotating && i > 0 ? "hidden" : ""} ${rotating && i !== index ? "opacity-0" : "opacity-100"}`}
            data-testid="gift-image"
            data-gift={g.id}
          />
        ))}
      </div>
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-accent">{t("product.gift", { count: gifts.length })}</p>
        <ul className="text-ink">
          {gifts.map((g, i) => {
            const current = rotating && i === index;
            return (
              <li
                key={g.id}
                className={`truncate transition-colors duration-500 ${rotating && !current ? "text-muted" : ""} ${current ? "font-medium" : ""}`}
                data-gift={g.id}
                data-current={current ? "true" : undefined}
              >
                {g.title}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
