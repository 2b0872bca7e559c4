import type { ComponentProps } from 'react';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { CheckboxField } from '../../ui/Field.js';
import { useFieldError } from '../use-field-error.js';

export type FormCheckboxFieldProps<Values extends FieldValues> = Omit<ComponentProps<typeof CheckboxField>, 'name' | 'checked' | 'defaultChecked' | 'error' | 'ref'> & { name: Path<Values> };

/** A checkbox registered with the enclosing Form under `name` (a boolean value), showing that field's error. */
export function FormCheckboxField<Values extends FieldValues = FieldValues>({ name, onChange, onBlur, ...rest }: FormCheckboxFieldProps<Values>) {
  const { register } = useFormContext<Values>();
  return <CheckboxField {...rest} {...register(name, { onChange, onBlur })} error={useFieldError<Values>(name)} />;
}
