import { NumberDisplay, VisuallyHidden, type NumberFormatOptions } from '@pulseboard/shared';
import styles from './parts.module.css';

/** A metric value, or dots where the widget cloaks it (spec §3: the value is hidden, its change may show). */
export function MetricValue({ value, format, cloaked, className }: { value: unknown; format: NumberFormatOptions; cloaked: boolean; className?: string }) {
  if (cloaked) {
    return (
      <span className={[styles.cloaked, className].filter(Boolean).join(' ')}>
        <span aria-hidden="true">••••</span>
        <VisuallyHidden>Hidden</VisuallyHidden>
      </span>
    );
  }
  return <NumberDisplay value={value} className={className} {...format} />;
}
