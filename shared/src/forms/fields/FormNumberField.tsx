import { useController, type FieldValues, type Path } from 'react-hook-form';
import { NumberInput, type NumberInputProps } from '../../ui/NumberInput.js';
import { useFieldError } from '../use-field-error.js';

export type FormNumberFieldProps<Values extends FieldValues> = Omit<NumberInputProps, 'name' | 'value' | 'onChange' | 'error'> & { name: Path<Values> };

/**
 * A whole-number field of the enclosing Form: the NumberInput's rounding to
 * the step and bounds apply as the user leaves it, and the form holds the
 * number (or null for an empty field).
 */
export function FormNumberField<Values extends FieldValues = FieldValues>({ name, onBlur, ...rest }: FormNumberFieldProps<Values>) {
  const { field } = useController<Values>({ name });
  const error = useFieldError<Values>(name);
  return (
    <NumberInput
      {...rest}
      name={field.name}
      value={typeof field.value === 'number' ? field.value : null}
      onChange={field.onChange}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      error={error}
    />
  );
}
