/** HTML of the test payment gateway: self-contained (inline CSS), no JavaScript needed. */
import { formatManat } from "../core/money.ts";
import { manatFontFace } from "./manat-font.ts";

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export { formatManat };

// the manat sign comes from an embedded face: system fonts often lack U+20BC (an empty box)
const STYLE = `
${manatFontFace("Manat")}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
  font:16px/1.5 Manat,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f5;color:#1b2330}
main{width:100%;max-width:440px;margin:24px;background:#fff;border-radius:14px;
  box-shadow:0 10px 30px rgba(20,30,50,.12);overflow:hidden}
header{background:#1b2330;color:#fff;padding:18px 24px}
header h1{margin:0;font-size:18px;font-weight:600}
header p{margin:4px 0 0;font-size:13px;color:#f7c948}
section{padding:20px 24px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0}
dt{color:#667085;font-size:14px}
dd{margin:0;text-align:right;font-weight:500;word-break:break-word}
.amount{font-size:28px;font-weight:700;text-align:center;margin:4px 0 18px}
.card{margin:18px 0 0;padding:14px 16px;border-radius:10px;color:#fff;
  background:linear-gradient(135deg,#2d5bd7,#6a3fc6);font-family:Manat,ui-monospace,Menlo,monospace;letter-spacing:.08em}
.card small{display:block;font-family:Manat,system-ui,sans-serif;letter-spacing:0;opacity:.8;font-size:12px}
.actions{display:flex;gap:12px;padding:0 24px 24px}
.actions form{flex:1;margin:0}
button{width:100%;padding:12px 16px;border:0;border-radius:10px;font:inherit;font-weight:600;cursor:pointer}
.approve{background:#12805c;color:#fff}
.decline{background:#fff;color:#b42318;border:1px solid #f0c6c2}
button:focus-visible{outline:3px solid #f7c948;outline-offset:2px}
.banner{margin:0;padding:12px 24px;background:#b42318;color:#fff;font-weight:600;font-size:15px}
.notice{margin:0 24px 24px;padding:12px 14px;border-radius:10px;background:#fff4e5;color:#7a4b00;font-size:14px}
`;

function document(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface GatewayView {
  orderNumber: string;
  amountQ: number;
  merchant: string;
  description: string;
  installment: { card: string; months: number } | null;
  /** every posted field, carried to the decision in hidden inputs */
  fields: Record<string, string>;
  decideUrl: string;
  /** set when the order can no longer be paid: the buttons are not shown */
  notice: string | null;
  /** the shop runs in production (ALLOW_TEST_PAYMENTS): a red banner says no bank is involved */
  production?: boolean;
}

/** the banner of the test gateway in production: anyone can approve their own order here */
export const PRODUCTION_BANNER = "Test payments are switched on in production: no bank is involved and any order approved here is not paid.";

export const TEST_CARD = "4169 **** **** 1234";

function hiddenInputs(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("\n");
}

export function gatewayPage(view: GatewayView): string {
  const rows: [string, string][] = [
    ["Order", view.orderNumber],
    ["Merchant", view.merchant],
    ["Description", view.description],
  ];
  if (view.installment) {
    rows.push(["Installment card", view.installment.card], ["Months", String(view.installment.months)]);
  }
  const actions = view.notice
    ? `<p class="notice">${escapeHtml(view.notice)}</p>`
    : `<div class="actions">
<form method="post" action="${escapeHtml(view.decideUrl)}">
${hiddenInputs(view.fields)}
<input type="hidden" name="decision" value="approve">
<button type="submit" class="approve">Approve</button>
</form>
<form method="post" action="${escapeHtml(view.decideUrl)}">
${hiddenInputs(view.fields)}
<input type="hidden" name="decision" value="decline">
<button type="submit" class="decline">Decline</button>
</form>
</div>`;
  return document(
    "Test payment gateway",
    `${view.production ? `<p class="banner" role="alert">${escapeHtml(PRODUCTION_BANNER)}</p>\n` : ""}<header>
<h1>Test payment gateway</h1>
<p>Test payment gateway — no real money is taken</p>
</header>
<section>
<div class="amount">${escapeHtml(formatManat(view.amountQ))}</div>
<dl>
${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join("\n")}
</dl>
<div class="card"><small>Test card</small>${escapeHtml(TEST_CARD)}<small>TEST CARDHOLDER · 12/30</small></div>
</section>
${actions}`,
  );
}

export function refusalPage(message: string): string {
  return document(
    "Payment refused",
    `<header>
<h1>Test payment gateway</h1>
<p>Test payment gateway — no real money is taken</p>
</header>
<section><p>${escapeHtml(message)}</p></section>`,
  );
}
