import { useT } from "~/lib/useT";
import { imageUrl } from "~/lib/images";

interface BadgeSource {
  badges: { name: string; image: string | null; color: string }[];
  newIn?: boolean;
  bestSeller?: boolean;
  discount?: number;
  discountItemsCount?: number;
  sold?: boolean;
}

/**
 * The card's badge column: sold out, the product's own badges (image or coloured label),
 * then New in, Best seller and buy-N-pay-N-1 flags.
 */
export function Badges({ product, className = "" }: { product: BadgeSource; className?: string }) {
  const t = useT("catalog");
  const labels: { key: string; text: string; color: string; image?: string | null }[] = [];
  if (product.sold) labels.push({ key: "sold", text: t("soldOut"), color: "#4b5563" });
  for (const b of product.badges ?? []) labels.push({ key: `b-${b.name}`, text: b.name, color: b.color || "#111827", image: b.image });
  if (product.newIn) labels.push({ key: "new", text: t("badgeNew"), color: "#0f3d3e" });
  if (product.bestSeller) labels.push({ key: "best", text: t("badgeBestSeller"), color: "#c2410c" });
  if (product.discountItemsCount && product.discountItemsCount > 1) {
    labels.push({ key: "nx", text: t("badgeBuyPay", { n: product.discountItemsCount, m: product.discountItemsCount - 1 }), color: "#b91c1c" });
  }
  if (labels.length === 0) return null;
  return (
    <ul className={`pointer-events-none flex max-w-[calc(100%-3.25rem)] flex-col items-start gap-1 ${className}`} data-testid="badges">
      {labels.slice(0, 4).map((l) => (
        <li key={l.key} className="max-w-full">
          {l.image ? (
            <img src={imageUrl(l.image, 50)} alt={l.text} width={40} height={40} className="h-10 w-10 object-contain" />
          ) : (
            <span
              className="block max-w-full break-words rounded-sm px-1.5 py-0.5 text-[10px] font-semibold uppercase leading-4 tracking-normal text-white sm:text-[11px] sm:tracking-wide"
              style={{ backgroundColor: l.color }}
            >
              {l.text}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
