import { formatNumber, NOT_AVAILABLE, type NumberFormatOptions } from './format-number.js';
import styles from './NumberDisplay.module.css';

export interface NumberDisplayProps extends NumberFormatOptions {
  /** Anything a metric response may hold; non-numbers show N/A. */
  value: unknown;
  className?: string;
}

/** A formatted metric value in tabular figures, so columns of numbers line up. */
export function NumberDisplay({ value, className, ...options }: NumberDisplayProps) {
  const text = formatNumber(value, options);
  const classes = [styles.number, className ?? ''].filter(Boolean).join(' ');
  if (text === NOT_AVAILABLE) {
    return (
      <abbr title="Not available" className={`${classes} ${styles.missing}`}>
        {text}
      </abbr>
    );
  }
  return <span className={classes}>{text}</span>;
}
