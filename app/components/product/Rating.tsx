import { useT } from "~/lib/useT";

/** Five 14 px stars from the sprite's `i-stars` symbol (ADR 0022). */
function Stars({ fill }: { fill: string }) {
  return (
    <svg width="78" height="14" className="block shrink-0" fill={fill} aria-hidden="true">
      <use href="#i-stars" />
    </svg>
  );
}

/** Five stars filled to the rating (#fcbf02), the value to one decimal and an optional count. */
export function Rating({ value, count, showValue = true, className = "" }: { value: number; count?: number; showValue?: boolean; className?: string }) {
  const t = useT("catalog");
  const rating = Math.max(0, Math.min(5, Number.isFinite(value) ? value : 0));
  const shown = rating.toFixed(1);
  return (
    <span className={`inline-flex items-center gap-1.5 text-xs text-muted ${className}`} data-testid="rating">
      <span className="relative inline-block" role="img" aria-label={t("ratingLabel", { value: shown })}>
        <Stars fill="#e5e7eb" />
        <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${(rating / 5) * 100}%` }}>
          <Stars fill="#fcbf02" />
        </span>
      </span>
      {showValue ? <span className="font-medium text-ink">{shown}</span> : null}
      {count !== undefined ? <span>({count})</span> : null}
    </span>
  );
}
