import { useT } from "~/lib/useT";
import { imageUrl } from "~/lib/images";

interface BadgeSource {
  badges?: { name: string; image: string | null; color: string }[];
  newIn?: boolean;
  bestSeller?: boolean;
  discount?: number;
  discountItemsCount?: number;
  sold?: boolean;
}

/** Relative luminance of a #rgb / #rrggbb colour (WCAG); null when it is not one. */
function luminance(hex: string): number | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join("") : m[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * White or ink text on a badge colour, whichever reads better: badge colours come from the
 * shop's data, and white on a light green or yellow fails the 4.5:1 contrast minimum.
 */
export function textOn(background: string): string {
  const l = luminance(background);
  if (l === null) return "#ffffff";
  const onWhite = 1.05 / (l + 0.05);
  const onInk = (l + 0.05) / (0.0137 + 0.05); // #111827
  return onWhite >= onInk ? "#ffffff" : "#111827";
}

export interface BadgeLabel {
  key: string;
  text: string;
  color: string;
  image?: string | null;
}

/**
 * Every label a product carries, in the order of priority a card picks from (the first one is
 * the card's badge): sold out, the sale percentage, buy N pay N-1, New in, Best seller, then
 * the product's own badges (Made in Azerbaijan, Eco, …) in the order the shop set them.
 */
export function badgeLabels(product: BadgeSource, t: (key: string, options?: Record<string, unknown>) => string): BadgeLabel[] {
  const labels: BadgeLabel[] = [];
  if (product.sold) labels.push({ key: "sold", text: t("soldOut"), color: "#4b5563" });
  if (product.discount && product.discount > 0) labels.push({ key: "sale", text: `−${product.discount}%`, color: "#b91c1c" });
  if (product.discountItemsCount && product.discountItemsCount > 1) {
    labels.push({ key: "nx", text: t("badgeBuyPay", { n: product.discountItemsCount, m: product.discountItemsCount - 1 }), color: "#b91c1c" });
  }
  if (product.newIn) labels.push({ key: "new", text: t("badgeNew"), color: "#0f3d3e" });
  if (product.bestSeller) labels.push({ key: "best", text: t("badgeBestSeller"), color: "#c2410c" });
  for (const b of product.badges ?? []) labels.push({ key: `b-${b.name}`, text: b.name, color: b.color || "#111827", image: b.image });
  return labels;
}

function BadgeItem({ label }: { label: BadgeLabel }) {
  return label.image ? (
    <img src={imageUrl(label.image, 50)} alt={label.text} width={40} height={40} className="h-10 w-10 object-contain" />
  ) : (
    <span className="badge" style={{ backgroundColor: label.color, color: textOn(label.color) }}>
      {label.text}
    </span>
  );
}

/**
 * A card's one badge: the first of `badgeLabels` (sold out > sale % > N for N-1 > new > best
 * seller > the product's own), on one line. The product page shows them all (`Badges`).
 */
export function CardBadge({ product, className = "" }: { product: BadgeSource; className?: string }) {
  const t = useT("catalog");
  const label = badgeLabels(product, t)[0];
  if (!label) return null;
  return (
    <div className={`card-badge ${className}`} data-testid="badges">
      <BadgeItem label={label} />
    </div>
  );
}

/** Every badge of a product in a row that wraps (the product page; the sale % is in its price block). */
export function Badges({ product, className = "" }: { product: BadgeSource; className?: string }) {
  const t = useT("catalog");
  const labels = badgeLabels(product, t).filter((l) => l.key !== "sale");
  if (labels.length === 0) return null;
  return (
    <ul className={className ? `badges ${className}` : "badges"} data-testid="badges">
      {labels.map((l) => (
        <li key={l.key}>
          <BadgeItem label={l} />
        </li>
      ))}
    </ul>
  );
}
