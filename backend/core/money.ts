/** Money is integer qəpik everywhere on the server. */
export const toQ = (manat: number): number => Math.round(manat * 100);
export const fromQ = (q: number): number => q / 100;
/** percent of an amount, rounded to the qəpik */
export const percentOf = (q: number, percent: number): number => Math.round((q * percent) / 100);
