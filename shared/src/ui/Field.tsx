import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldFrame, fieldErrorId } from './FieldFrame.js';
import styles from './Field.module.css';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string;
}

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField({ label, error, id, ...rest }, ref) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldFrame inputId={inputId} label={label} error={error}>
      <input ref={ref} id={inputId} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={error ? fieldErrorId(inputId) : undefined} {...rest} />
    </FieldFrame>
  );
});

export const CheckboxField = forwardRef<HTMLInputElement, FieldProps>(function CheckboxField({ label, error, id, ...rest }, ref) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = fieldErrorId(inputId);
  return (
    <div>
      <div className={styles.checkbox}>
        <input ref={ref} id={inputId} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...rest} />
        <label htmlFor={inputId}>{label}</label>
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});
