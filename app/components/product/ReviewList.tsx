import { useTranslation } from "~/lib/translation";
import type { Review, ReviewScore } from "../../../backend/content/contract";
import { formatDateTime } from "~/components/content/dates";
import { Rating } from "./Rating";

/** Score summary: the average to one decimal, stars, the count and one bar per grade (5 → 1). */
export function ReviewSummary({ score }: { score: ReviewScore }) {
  const { t } = useTranslation("catalog");
  const total = score.count || 0;
  return (
    <div className="flex flex-col gap-4 rounded-lg bg-soft p-5 sm:flex-row sm:items-center sm:gap-8" data-testid="review-summary">
      <div className="flex flex-col items-start gap-1">
        <p className="text-4xl font-semibold tabular-nums text-ink" data-testid="review-average">
          {score.rating.toFixed(1)}
        </p>
        <Rating value={score.rating} showValue={false} />
        <p className="text-sm text-muted">{t("reviews.basedOn", { count: total })}</p>
      </div>
      <ul className="flex flex-1 flex-col gap-1.5" aria-label={t("reviews.distribution")}>
        {([5, 4, 3, 2, 1] as const).map((grade) => {
          const n = score.counts?.[grade] ?? 0;
          const pct = total ? Math.round((n / total) * 100) : 0;
          return (
            // .rbar: the row, its label, bar and count (app.css)
            <li key={grade} className="rbar">
              <span>{t("reviews.stars", { count: grade })}</span>
              <span aria-hidden="true">
                <span style={{ width: `${pct}%` }} />
              </span>
              <span data-testid={`grade-${grade}`}>
                {n}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Published reviews, newest first: name, stars, date (d.m.Y H:i) and the text. */
export function ReviewList({ items }: { items: Review[] }) {
  const { t } = useTranslation("catalog");
  if (items.length === 0) {
    return <p className="py-4 text-sm text-muted">{t("reviews.none")}</p>;
  }
  return (
    <ul className="divide-y divide-line" data-testid="review-list">
      {items.map((r) => (
        <li key={r.id} className="py-5" data-testid="review">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold text-ink">{r.fullName}</p>
            <time className="text-xs tabular-nums text-muted" dateTime={r.createdAt}>
              {formatDateTime(r.createdAt)}
            </time>
          </div>
          <Rating value={r.rating} showValue={false} className="mt-1" />
          <p className="mt-2 whitespace-pre-line break-words text-sm leading-6 text-ink/90">{r.review}</p>
          {r.reply ? (
            <div className="mt-3 rounded-md border-l-4 border-brand bg-soft px-4 py-3 text-sm" data-testid="review-reply">
              <p className="font-semibold text-ink">{t("reviews.shopReply")}</p>
              <p className="mt-1 whitespace-pre-line break-words leading-6 text-ink/90">{r.reply}</p>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
