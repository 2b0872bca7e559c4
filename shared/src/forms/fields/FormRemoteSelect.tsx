import { useController, type FieldValues, type Path } from 'react-hook-form';
import { SelectInput, type SelectInputProps } from '../../ui/SelectInput.js';
import type { SelectOption } from '../../ui/use-remote-options.js';
import { useFieldError } from '../use-field-error.js';

export type FormRemoteSelectProps<Values extends FieldValues> = Omit<SelectInputProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: Path<Values>;
  /** Told of each pick, with its option, after the form has the value. */
  onPicked?: (option: SelectOption | null) => void;
};

/** A searchable select of the enclosing Form, its options from `url`; the form holds the picked value or null. */
export function FormRemoteSelect<Values extends FieldValues = FieldValues>({ name, onPicked, ...rest }: FormRemoteSelectProps<Values>) {
  const { field } = useController<Values>({ name });
  const error = useFieldError<Values>(name);
  const value: unknown = field.value;
  return (
    <SelectInput
      {...rest}
      name={field.name}
      value={typeof value === 'string' || typeof value === 'number' ? value : null}
      onChange={(next, option) => {
        field.onChange(next);
        field.onBlur();
        onPicked?.(option);
      }}
      error={error}
    />
  );
}
