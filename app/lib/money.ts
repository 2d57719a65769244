/** Formats qəpik as `1 234.50 ₼` (2 decimals, space as thousands separator). */
export function formatMoney(q: number): string {
  const negative = q < 0;
  const abs = Math.abs(Math.round(q));
  const manat = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  const qepik = (abs % 100).toString().padStart(2, "0");
  return `${negative ? "-" : ""}${manat}.${qepik} ₼`;
}
