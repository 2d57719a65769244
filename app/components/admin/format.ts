import { formatMobile } from "../../../backend/auth/contract.ts";

/** A moment in the shop's time zone (Baku), `26.11.2026 14:05`, the same on the server and in the browser. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  const baku = new Date(d.getTime() + 4 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(baku.getUTCDate())}.${pad(baku.getUTCMonth() + 1)}.${baku.getUTCFullYear()} ${pad(baku.getUTCHours())}:${pad(baku.getUTCMinutes())}`;
}

/** A stored mobile (994501234567) as `+994 50 123 45 67`; anything else as it is. */
export function showMobile(value: string): string {
  return value ? formatMobile(value) : "";
}
