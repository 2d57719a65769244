import { useRouteLoaderData } from "react-router";
import type { CardView as ProductCardData } from "~/lib/card-view";
import { ProductCard } from "~/components/product/ProductCard";

/**
 * Which products the shopper has wishlisted / compared. The layout loader may expose
 * `wishIds` and `compareIds` (product ids); without them every marker starts "off".
 */
export function useListMarks(): { wished: Set<number>; compared: Set<number> } {
  const layout = useRouteLoaderData("routes/layout") as { wishIds?: number[]; compareIds?: number[] } | undefined;
  return { wished: new Set(layout?.wishIds ?? []), compared: new Set(layout?.compareIds ?? []) };
}

/** The listing grid: 2 columns on phones, 3 on tablets and small desktops, 4 from 1280 px. */
export function ProductGrid({ items, className = "", columns = "listing" }: { items: ProductCardData[]; className?: string; columns?: "listing" | "wide" }) {
  const { wished, compared } = useListMarks();
  const cols =
    columns === "wide"
      ? "grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
      : "grid-cols-2 md:grid-cols-3 xl:grid-cols-4";
  return (
    <ul className={`grid gap-x-3 gap-y-8 sm:gap-x-5 ${cols} ${className}`} data-testid="product-grid">
      {items.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} wished={wished.has(product.id)} compared={compared.has(product.id)} priority={i < 4} />
        </li>
      ))}
    </ul>
  );
}
