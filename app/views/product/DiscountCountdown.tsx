import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/translation";
import { timeLeft } from "./logic";

/**
 * Time left of a limited-time discount as days:hours:minutes:seconds. The server renders the
 * value at render time; the browser ticks it every second. Hidden once the time is over.
 */
export function DiscountCountdown({ until, renderedAt }: { until: string; renderedAt: number }) {
  const { t } = useTranslation("catalog");
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const left = timeLeft(until, now);
  if (left.total <= 0) return null;
  const pad = (n: number) => String(n).padStart(2, "0");
  const cells: [number, string][] = [
    [left.days, t("product.days")],
    [left.hours, t("product.hours")],
    [left.minutes, t("product.minutes")],
    [left.seconds, t("product.seconds")],
  ];
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg bg-sale/5 px-4 py-3" data-testid="discount-countdown">
      <p className="text-sm font-semibold text-sale">{t("product.offerEnds")}</p>
      <div className="flex items-center gap-1 font-semibold tabular-nums text-ink" role="timer" aria-live="off">
        {cells.map(([value, label], i) => (
          <span key={label} className="flex items-center gap-1">
            {i > 0 ? <span aria-hidden="true">:</span> : null}
            <span className="flex flex-col items-center leading-none">
              <span className="min-w-7 rounded bg-white px-1.5 py-1 text-center text-base shadow-sm" suppressHydrationWarning>
                {pad(value)}
              </span>
              <span className="mt-1 text-xs font-normal uppercase text-muted">{label}</span>
            </span>
          </span>
        ))}
      </div>
    </div>
  );
}
