import { useId, type ReactNode } from 'react';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import { fieldErrorId } from '../../ui/FieldFrame.js';
import fieldStyles from '../../ui/Field.module.css';

export interface RadioChoice<Value> {
  value: Value;
  label: ReactNode;
  /** A line under the label, for choices that need explaining. */
  description?: ReactNode;
}

export interface FormRadioGroupProps<Values extends FieldValues, Value> {
  name: Path<Values>;
  legend: ReactNode;
  choices: ReadonlyArray<RadioChoice<Value>>;
  className?: string;
  legendClassName?: string;
  choiceClassName?: string;
}

/** One of a few choices (strings, numbers or booleans) as radio buttons in a fieldset, held by the enclosing Form as the chosen value. */
export function FormRadioGroup<Values extends FieldValues = FieldValues, Value extends string | number | boolean = string>({
  name,
  legend,
  choices,
  className,
  legendClassName,
  choiceClassName,
}: FormRadioGroupProps<Values, Value>) {
  const { field, fieldState } = useController<Values>({ name });
  const groupName = useId();
  const error = fieldState.error?.message;
  return (
    <fieldset className={className} aria-describedby={error ? fieldErrorId(groupName) : undefined}>
      <legend className={legendClassName}>{legend}</legend>
      {choices.map((choice) => (
        <label key={String(choice.value)} className={choiceClassName}>
          <input type="radio" name={groupName} checked={field.value === choice.value} onChange={() => field.onChange(choice.value)} onBlur={field.onBlur} /> {choice.label}
          {choice.description}
        </label>
      ))}
      {error ? (
        <p id={fieldErrorId(groupName)} className={fieldStyles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
