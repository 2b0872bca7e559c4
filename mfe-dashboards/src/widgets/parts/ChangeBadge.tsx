import { toFiniteNumber } from '@pulseboard/shared';
import { formatChange, trendOf } from '../format/change.js';
import styles from './parts.module.css';

/**
 * The change against the comparison period. Coloured by whether it is good
 * news (inverted metrics turn a fall into good news) unless the widget hides
 * the highlight; the sign carries the direction for those who cannot see colour.
 */
export function ChangeBadge({ change, inverted, highlight }: { change: unknown; inverted: boolean; highlight: boolean }) {
  const value = toFiniteNumber(change);
  const trend = value === null ? 'flat' : trendOf(value, inverted);
  const arrow = value === null || value === 0 ? null : value > 0 ? '▲' : '▼';
  return (
    <span className={styles.change} data-trend={highlight ? trend : 'flat'}>
      {arrow ? <span aria-hidden="true">{arrow}</span> : null}
      {formatChange(value)}
    </span>
  );
}
