import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { imageUrl } from "~/lib/images";

/** Gift images rotate every 2 s (spec section 9). */
export const GIFT_ROTATION_MS = 2000;

/**
 * Products given free with this one. Without JS every gift is listed; with JS (and more
 * than one gift) one image at a time, rotating every 2 seconds (paused for reduced motion).
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
      <div className="relative h-16 w-16 shrink-0 overflow-hidden rounded-md bg-white" aria-hidden={rotating ? undefined : "true"}>
        {gifts.map((g, i) => (
          <img
            key={g.id}
            src={imageUrl(g.image, 300)}
            alt={rotating ? g.title : ""}
            width={64}
            height={64}
            loading="lazy"
            className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-500 ${!rotating && i > 0 ? "hidden" : ""} ${rotating && i !== index ? "opacity-0" : "opacity-100"}`}
            data-testid="gift-image"
          />
        ))}
      </div>
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-accent">{t("product.gift", { count: gifts.length })}</p>
        {rotating ? (
          <p className="truncate text-ink" aria-live="polite">
            {gifts[index]?.title}
          </p>
        ) : (
          <ul className="text-ink">
            {gifts.map((g) => (
              <li key={g.id} className="flex items-center gap-2">
                {g.title}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
