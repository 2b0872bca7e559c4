import { useId } from 'react';
import { FieldFrame, fieldErrorId } from '@pulseboard/shared';
import type { Choice } from './report-choices.js';
import styles from './AutomaticReports.module.css';

interface Props {
  label: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  /** A 422's message for this field. */
  error?: string;
}

/** A labelled native select laid out like the kit's text fields, its error announced and tied to it. */
export function SelectField({ label, value, choices, onChange, error }: Props) {
  const id = useId();
  return (
    <FieldFrame inputId={id} label={label} error={error}>
      <select id={id} className={styles.select} value={value} aria-invalid={error ? true : undefined} aria-describedby={error ? fieldErrorId(id) : undefined} onChange={(event) => onChange(event.target.value)}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
