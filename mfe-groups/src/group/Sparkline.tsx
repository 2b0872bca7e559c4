import styles from './GroupScreen.module.css';

const WIDTH = 72;
const HEIGHT = 20;

/**
 * A day-by-day line of a window's figures, in its own scale. Days without a
 * figure break the line rather than dropping it to zero, as the change math
 * leaves them out too.
 */
export function Sparkline({ series }: { series: ReadonlyArray<number | null> }) {
  const values = series.filter((value): value is number => value !== null);
  if (values.length < 2) return null;
  const low = Math.min(...values);
  const span = Math.max(...values) - low || 1;
  const step = WIDTH / Math.max(series.length - 1, 1);
  const segments: string[] = [];
  let open = false;
  series.forEach((value, index) => {
    if (value === null) {
      open = false;
      return;
    }
    const point = `${(index * step).toFixed(1)},${(HEIGHT - 2 - ((value - low) / span) * (HEIGHT - 4)).toFixed(1)}`;
    segments.push(`${open ? 'L' : 'M'}${point}`);
    open = true;
  });
  return (
    <svg className={styles.sparkline} width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" data-testid="sparkline">
      <path d={segments.join(' ')} fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
