import type { ComponentProps } from 'react';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { TextField } from '../../ui/Field.js';
import { useFieldError } from '../use-field-error.js';

export type FormTextFieldProps<Values extends FieldValues> = Omit<ComponentProps<typeof TextField>, 'name' | 'value' | 'defaultValue' | 'error' | 'ref'> & { name: Path<Values> };

/** A TextField registered with the enclosing Form under `name`, showing that field's error. */
export function FormTextField<Values extends FieldValues = FieldValues>({ name, onChange, onBlur, ...rest }: FormTextFieldProps<Values>) {
  const { register } = useFormContext<Values>();
  return <TextField {...rest} {...register(name, { onChange, onBlur })} error={useFieldError<Values>(name)} />;
}
