import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldFrame, fieldErrorId } from './FieldFrame.js';
import styles from './Field.module.css';

export interface Choice {
  value: string;
  label: string;
}

export interface ChoiceFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  choices: readonly Choice[];
  /** A first option standing for no choice, with the value "". */
  emptyLabel?: string;
  error?: string;
}

/** A labelled native select laid out like the kit's text fields, its error announced and tied to it. */
export const ChoiceField = forwardRef<HTMLSelectElement, ChoiceFieldProps>(function ChoiceField({ label, choices, emptyLabel, error, id, ...rest }, ref) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <FieldFrame inputId={selectId} label={label} error={error}>
      <select ref={ref} id={selectId} className={styles.select} aria-invalid={error ? true : undefined} aria-describedby={error ? fieldErrorId(selectId) : undefined} {...rest}>
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});
