/** Money is integer qəpik everywhere on the server. */
export const toQ = (manat: number): number => Math.round(manat * 100);
export const fromQ = (q: number): number => q / 100;
/** percent of an amount, rounded to the qəpik */
export const percentOf = (q: number, percent: number): number => Math.round((q * percent) / 100);

/** 12345 → "123.45": plain manat with two decimals, in integer arithmetic (bank amounts, SMS texts). */
export function manatAmount(q: number): string {
  const abs = Math.abs(Math.round(q));
  return `${q < 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** 123450 → "1 234.50 ₼": the shop's display format (the storefront's formatMoney), for pages the API renders. */
export function formatManat(q: number): string {
  return `${manatAmount(q).replace(/\B(?=(\d{3})+(?!\d))/g, " ")} ₼`;
}
