import { useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { TextField } from './Field.js';
import { normaliseWholeNumber, readWholeNumber, type WholeNumberRule } from './whole-number.js';

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'step' | 'type'>;

export interface NumberInputProps extends NativeInputProps, WholeNumberRule {
  label: ReactNode;
  value: number | null;
  /** Called only when the normalised value differs from `value`. */
  onChange: (value: number | null) => void;
  error?: string;
}

const show = (value: number | null) => (value === null ? '' : String(value));

/**
 * A whole-number field. Typing is free (a lone "-" or a half-typed number is
 * fine); on blur or Enter the text is normalised (rounded up to the step, held
 * within min/max), shown back, and emitted if it changed. Arrow keys step, as
 * the spinbutton role promises. A text input rather than type="number", whose
 * value browsers blank out while the text is not yet a number.
 */
export function NumberInput({ label, value, onChange, min, max, step, error, onBlur, onKeyDown, ...rest }: NumberInputProps) {
  const rule = { min, max, step };
  const [text, setText] = useState(show(value));
  // A new value from the owner replaces whatever is being typed.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(show(value));
  }

  const commit = (next: number | null) => {
    setText(show(next));
    if (next !== value) onChange(next);
  };

  const stepBy = (direction: 1 | -1) => {
    const current = readWholeNumber(text, rule, value);
    commit(current === null ? normaliseWholeNumber(0, rule) : normaliseWholeNumber(current + direction * (step ?? 1), rule));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key === 'Enter') commit(readWholeNumber(text, rule, value));
    else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      stepBy(event.key === 'ArrowUp' ? 1 : -1);
    }
  };

  return (
    <TextField
      {...rest}
      label={label}
      error={error}
      type="text"
      role="spinbutton"
      inputMode={min !== undefined && min >= 0 ? 'numeric' : 'text'}
      autoComplete="off"
      aria-valuenow={value ?? undefined}
      aria-valuemin={min}
      aria-valuemax={max}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={(event) => {
        commit(readWholeNumber(text, rule, value));
        onBlur?.(event);
      }}
      onKeyDown={handleKeyDown}
    />
  );
}
