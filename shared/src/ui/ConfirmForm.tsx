import { useId, useState, type FormEvent } from 'react';
import { Button } from './Button.js';
import { ChipsInput } from './ChipsInput.js';
import { TextField } from './Field.js';
import { initialConfirmValues, missingAnswers, type ConfirmInput, type ConfirmValues } from './confirm-inputs.js';
import styles from './ConfirmForm.module.css';

export interface ConfirmFormProps {
  inputs: readonly ConfirmInput[];
  submitLabel: string;
  cancelLabel: string;
  danger: boolean;
  onSubmit: (values: ConfirmValues) => void;
  onCancel: () => void;
}

/**
 * The body of a confirm dialog: its optional inputs and the two buttons.
 * Submit with required inputs unanswered is refused: each shows its message
 * (kept up to date from then on) and focus goes to the first.
 */
export function ConfirmForm({ inputs, submitLabel, cancelLabel, danger, onSubmit, onCancel }: ConfirmFormProps) {
  const idPrefix = useId();
  const inputId = (name: string) => `${idPrefix}-${name}`;
  const [values, setValues] = useState(() => initialConfirmValues(inputs));
  const [triedSubmit, setTriedSubmit] = useState(false);
  const errors = triedSubmit ? missingAnswers(inputs, values) : {};
  const setValue = (name: string, value: string | string[]) => setValues((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTriedSubmit(true);
    const missing = inputs.find((input) => missingAnswers([input], values)[input.name]);
    if (missing) {
      document.getElementById(inputId(missing.name))?.focus();
      return;
    }
    onSubmit(Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? value.trim() : value])));
  };

  return (
    <form onSubmit={submit} noValidate>
      {inputs.map((input) =>
        input.kind === 'text' ? (
          <TextField
            key={input.name}
            id={inputId(input.name)}
            label={input.label}
            placeholder={input.placeholder}
            aria-required={input.required || undefined}
            value={values[input.name] as string}
            onChange={(event) => setValue(input.name, event.target.value)}
            error={errors[input.name]}
          />
        ) : (
          <ChipsInput
            key={input.name}
            id={inputId(input.name)}
            label={input.label}
            placeholder={input.placeholder}
            required={input.required}
            value={values[input.name] as string[]}
            onChange={(entries) => setValue(input.name, entries)}
            error={errors[input.name]}
          />
        ),
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" variant={danger ? 'danger' : 'primary'}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
