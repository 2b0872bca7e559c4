import type { ReactNode } from 'react';
import styles from './Field.module.css';

/** The id of the error message a FieldFrame shows for the control with `inputId`. */
export const fieldErrorId = (inputId: string) => `${inputId}-error`;

/**
 * Label, control and announced error message, laid out like every other form
 * field. The control itself must point `aria-describedby` at fieldErrorId when
 * there is an error; the frame cannot, as it does not render the control.
 */
export function FieldFrame({ inputId, label, error, children }: { inputId: string; label: ReactNode; error?: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={fieldErrorId(inputId)} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
