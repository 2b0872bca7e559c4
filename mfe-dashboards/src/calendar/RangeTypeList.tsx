import { RANGE_TYPES, type RangeType } from '@pulseboard/shared';
import { RANGE_TYPE_LABELS } from './calendar-draft.js';
import styles from './Calendar.module.css';

/** The eight range types of spec §4, as native radio buttons: arrow keys move between them. */
export function RangeTypeList({ value, onChange }: { value: RangeType; onChange: (type: RangeType) => void }) {
  return (
    <fieldset className={styles.types}>
      <legend className={styles.legend}>Period</legend>
      {RANGE_TYPES.map((type) => (
        <label key={type} className={styles.type} data-checked={type === value}>
          <input type="radio" name="range-type" value={type} checked={type === value} onChange={() => onChange(type)} />
          {RANGE_TYPE_LABELS[type]}
        </label>
      ))}
    </fieldset>
  );
}
