import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { ChoiceField, type ChoiceFieldProps } from '../../ui/ChoiceField.js';
import { useFieldError } from '../use-field-error.js';

export type FormChoiceFieldProps<Values extends FieldValues> = Omit<ChoiceFieldProps, 'name' | 'value' | 'defaultValue' | 'error'> & { name: Path<Values> };

/** A native select registered with the enclosing Form under `name` (a string value), showing that field's error. */
export function FormChoiceField<Values extends FieldValues = FieldValues>({ name, onChange, onBlur, ...rest }: FormChoiceFieldProps<Values>) {
  const { register } = useFormContext<Values>();
  return <ChoiceField {...rest} {...register(name, { onChange, onBlur })} error={useFieldError<Values>(name)} />;
}
