/**
 * A line of daily net sales as inline SVG (no chart library, no script): drawn on the server,
 * readable without JavaScript; the figures are also in a visually hidden table for screen readers.
 */
import { formatMoney } from "~/lib/money";

export function SalesChart({ days, label }: { days: { day: string; netQ: number; orders: number }[]; label: string }) {
  const width = 560;
  const height = 160;
  const pad = 24;
  const top = Math.max(0, ...days.map((d) => d.netQ));
  // the scale of a line of zeros stays at the baseline
  const max = Math.max(1, top);
  const step = days.length > 1 ? (width - pad * 2) / (days.length - 1) : 0;
  const points = days.map((d, i) => [pad + i * step, height - pad - ((height - pad * 2) * d.netQ) / max] as const);
  const line = points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ");
  return (
    <figure className="m-0" data-testid="sales-chart">
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" role="img" aria-label={label}>
        <line x1={pad} y1={height - pad} x2={width - pad} y2={height - pad} stroke="currentColor" strokeOpacity="0.2" />
        <polyline points={line} fill="none" stroke="currentColor" strokeWidth="2" className="text-brand" />
        {points.map(([x, y], i) => (
          <circle key={days[i]!.day} cx={x} cy={y} r="3" className="fill-current text-brand">
            <title>{`${days[i]!.day}: ${formatMoney(days[i]!.netQ)}`}</title>
          </circle>
        ))}
        <text x={pad} y={height - 6} fontSize="11" fill="currentColor" opacity="0.7">
          {days[0]?.day.slice(5)}
        </text>
        <text x={width - pad} y={height - 6} fontSize="11" fill="currentColor" opacity="0.7" textAnchor="end">
          {days.at(-1)?.day.slice(5)}
        </text>
        <text x={pad} y={14} fontSize="11" fill="currentColor" opacity="0.7">
          {formatMoney(top)}
        </text>
      </svg>
      <table className="sr-only">
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{d.day}</th>
              <td>{formatMoney(d.netQ)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
