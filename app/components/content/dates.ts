/**
 * Dates shown in the shop's own time zone (Asia/Baku, UTC+4 all year), so the server's HTML
 * and the browser's render agree whatever the machines' zones are.
 */
import type { Lang } from "~/lib/i18n";

const BAKU_OFFSET_MS = 4 * 60 * 60 * 1000;

const MONTHS: Record<Lang, string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  az: ["Yan", "Fev", "Mar", "Apr", "May", "İyn", "İyl", "Avq", "Sen", "Okt", "Noy", "Dek"],
  ru: ["янв", "фев", "мар", "апр", "мая", "июн", "июл", "авг", "сен", "окт", "ноя", "дек"],
};

function parts(iso: string | Date) {
  const time = new Date(iso).getTime();
  if (!Number.isFinite(time)) return null;
  const d = new Date(time + BAKU_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    d: pad(d.getUTCDate()),
    m: pad(d.getUTCMonth() + 1),
    month: d.getUTCMonth(),
    Y: String(d.getUTCFullYear()),
    H: pad(d.getUTCHours()),
    i: pad(d.getUTCMinutes()),
  };
}

/** `d.m.Y H:i` — reviews and orders (e.g. 05.03.2024 14:07). */
export function formatDateTime(iso: string | Date): string {
  const p = parts(iso);
  return p ? `${p.d}.${p.m}.${p.Y} ${p.H}:${p.i}` : "";
}

/** `d M Y` — articles (e.g. 05 Mar 2024), month names in the page language. */
export function formatArticleDate(iso: string | Date, lang: Lang): string {
  const p = parts(iso);
  return p ? `${p.d} ${MONTHS[lang][p.month]} ${p.Y}` : "";
}

/** The ISO date (YYYY-MM-DD) for a <time dateTime>. */
export function isoDate(iso: string | Date): string {
  const p = parts(iso);
  return p ? `${p.Y}-${p.m}-${p.d}` : "";
}
