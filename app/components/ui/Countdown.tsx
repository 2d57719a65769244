/**
 * Discount countdown `days:hours:minutes:seconds`, ticking every second in the browser.
 * The server renders the time left at render time; the client takes over after hydration.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/translation";
import { timeLeft, type TimeLeft } from "./countdown";

export function Countdown({ to, className = "", onDone }: { to: string | Date; className?: string; onDone?: () => void }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState<TimeLeft>(() => timeLeft(to));

  useEffect(() => {
    setLeft(timeLeft(to));
    const timer = setInterval(() => {
      const next = timeLeft(to);
      setLeft(next);
      if (next.done) {
        clearInterval(timer);
        onDone?.();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [to, onDone]);

  const parts: [number, string][] = [
    [left.days, t("countdown.days")],
    [left.hours, t("countdown.hours")],
    [left.minutes, t("countdown.minutes")],
    [left.seconds, t("countdown.seconds")],
  ];
  const label = t("countdown.label", {
    days: left.days,
    hours: left.hours,
    minutes: left.minutes,
    seconds: left.seconds,
  });
  return (
    <span className={`inline-flex items-center gap-1 font-semibold tabular-nums ${className}`} data-testid="countdown">
      <span className="sr-only" suppressHydrationWarning>
        {label}
      </span>
      {parts.map(([value, unit], i) => (
        <span key={unit} className="inline-flex items-center gap-1" aria-hidden="true">
          {i > 0 ? <span className="opacity-60">:</span> : null}
          <span className="inline-flex flex-col items-center leading-none">
            <span className="min-w-[2ch] text-center" suppressHydrationWarning>
              {String(value).padStart(2, "0")}
            </span>
            <span className="mt-0.5 text-xs font-normal uppercase tracking-wide opacity-70">{unit}</span>
          </span>
        </span>
      ))}
    </span>
  );
}
