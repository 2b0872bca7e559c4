import { useId } from 'react';
import { Icon, SelectInput } from '@pulseboard/shared';
import styles from './WidgetEditor.module.css';

interface Props {
  label: string;
  url: string;
  values: string[];
  /** How a chosen value reads; the catalogue knows metric labels. */
  labelOf: (value: string) => string;
  onChange: (values: string[]) => void;
}

/** A list of values picked one at a time from a remote option list, each removable. */
export function MultiValueField({ label, url, values, labelOf, onChange }: Props) {
  const listId = useId();
  return (
    <div className={styles.multi}>
      <SelectInput label={`Add to ${label}`} url={url} value={null} onChange={(value) => value !== null && !values.includes(String(value)) && onChange([...values, String(value)])} />
      <ul id={listId} aria-label={label} className={styles.chips}>
        {values.map((value) => (
          <li key={value} className={styles.chip}>
            {labelOf(value)}
            <button type="button" aria-label={`Remove ${labelOf(value)}`} onClick={() => onChange(values.filter((item) => item !== value))}>
              <Icon name="close" size={12} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
