import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/translation";
import type { ProductCard } from "../../../backend/catalog/contract";
import { imageUrl } from "~/lib/images";

/** Gift rotation period (spec: gift product images rotate every 2 s). */
export const GIFT_ROTATION_MS = 2000;

/**
 * The gift products of a line: a small tile whose image changes every 2 s when there are
 * several (with JavaScript; without it the first gift shows). Motion is skipped for people
 * who asked for reduced motion.
 */
export function GiftRotator({ gifts, className = "" }: { gifts: ProductCard["giftProducts"]; className?: string }) {
  const { t } = useTranslation("cart");
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (gifts.length < 2) return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % gifts.length), GIFT_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [gifts.length]);
  if (!gifts.length) return null;
  const gift = gifts[index % gifts.length]!;
  return (
    <p className={`inline-flex items-center gap-2 rounded-full bg-soft py-1 pr-3 pl-1 text-xs text-ink ${className}`} data-testid="gift" data-gift-index={index}>
      <img
        key={gift.id}
        src={imageUrl(gift.image, 50)}
        alt=""
        width={24}
        height={24}
        className="size-6 rounded-full bg-white object-cover"
      />
      <span className="font-semibold text-accent">{t("gift")}:</span>
      <span className="max-w-[14rem] truncate">{gift.title}</span>
      <span className="sr-only">{t("giftWith", { title: gifts.map((g) => g.title).join(", ") })}</span>
    </p>
  );
}
