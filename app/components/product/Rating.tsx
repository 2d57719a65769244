import { useTranslation } from "react-i18next";

const STAR = "M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8z";

function Stars({ fill }: { fill: string }) {
  return (
    <span className="flex gap-0.5" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <svg key={i} viewBox="0 0 20 20" width="14" height="14" className="shrink-0">
          <path d={STAR} fill={fill} />
        </svg>
      ))}
    </span>
  );
}

/** Five stars filled to the rating (#fcbf02), the value to one decimal and an optional count. */
export function Rating({ value, count, showValue = true, className = "" }: { value: number; count?: number; showValue?: boolean; className?: string }) {
  const { t } = useTranslation("catalog");
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
