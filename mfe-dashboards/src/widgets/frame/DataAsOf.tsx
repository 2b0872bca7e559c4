import styles from './Widget.module.css';

/** In the viewer's own time, as the live view's header shows its time. */
const AS_OF = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * When the provider gave these figures, for sources that charge per call:
 * their answers are kept for a day, so a viewer (or a PDF's reader) knows
 * how fresh the numbers are.
 */
export function DataAsOf({ fetchedAt }: { fetchedAt: string }) {
  return (
    <p className={styles.asOf}>
      Data as of <time dateTime={fetchedAt}>{AS_OF.format(new Date(fetchedAt))}</time>
    </p>
  );
}
