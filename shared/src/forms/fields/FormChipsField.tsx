import { useController, type FieldValues, type Path } from 'react-hook-form';
import { ChipsInput, type ChipsInputProps } from '../../ui/ChipsInput.js';
import { useFieldError } from '../use-field-error.js';

export type FormChipsFieldProps<Values extends FieldValues> = Omit<ChipsInputProps, 'value' | 'onChange' | 'error'> & { name: Path<Values> };

/** Several entries as chips, held by the enclosing Form as a list of strings; its text box takes the focus when the form refuses a submit over it. */
export function FormChipsField<Values extends FieldValues = FieldValues>({ name, ...rest }: FormChipsFieldProps<Values>) {
  const { field } = useController<Values>({ name });
  const error = useFieldError<Values>(name);
  const value: unknown = field.value;
  return <ChipsInput {...rest} ref={field.ref} value={Array.isArray(value) ? value.map(String) : []} onChange={field.onChange} error={error} />;
}
