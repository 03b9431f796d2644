/** One bar of a VatBars chart. */
export interface VatBar {
  readonly key: string;
  readonly label: string;
  readonly value: number;
  readonly text: string;
  readonly highlight?: boolean;
}

/**
 * A small horizontal bar chart in plain markup: the figures it shows are in the table or list beside it, so the
 * chart is decoration for sighted readers and needs no chart library (antd's charts load with the results panel).
 */
export function VatBars({ title, bars, marker, testId }: { title: string; bars: readonly VatBar[]; marker?: VatBar; testId: string }) {
  const max = Math.max(...bars.map((bar) => bar.value), marker?.value ?? 0, 1);
  const width = (value: number) => `${Math.max(0, Math.min(100, (value / max) * 100)).toFixed(2)}%`;
  return (
    <figure className="vat-bars" data-testid={testId}>
      <figcaption>{title}</figcaption>
      <ul>
        {bars.map((bar) => (
          <li key={bar.key}>
            <span className="vat-bars-label">{bar.label}</span>
            <span className="vat-bars-track">
              <span className={`vat-bars-bar${bar.highlight ? ' vat-bars-bar-highlight' : ''}`} style={{ width: width(bar.value) }} />
              {marker ? <span className="vat-bars-marker" style={{ left: width(marker.value) }} title={marker.text} /> : null}
            </span>
            <span className="vat-bars-value">{bar.text}</span>
          </li>
        ))}
      </ul>
      {marker ? (
        <p className="vat-bars-legend">
          <span className="vat-bars-marker-key" aria-hidden="true" /> {marker.label}: {marker.text}
        </p>
      ) : null}
    </figure>
  );
}
