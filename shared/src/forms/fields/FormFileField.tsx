import { useController, type FieldValues, type Path } from 'react-hook-form';
import { FileInput, type FileInputProps } from '../../ui/FileInput.js';
import { useFieldError } from '../use-field-error.js';

export type FormFileFieldProps<Values extends FieldValues> = Omit<FileInputProps, 'name' | 'onChange' | 'error'> & { name: Path<Values> };

/** A file picker of the enclosing Form, which holds the picked File or null. */
export function FormFileField<Values extends FieldValues = FieldValues>({ name, ...rest }: FormFileFieldProps<Values>) {
  const { field } = useController<Values>({ name });
  const error = useFieldError<Values>(name);
  return (
    <FileInput
      {...rest}
      name={field.name}
      onChange={(file) => {
        field.onChange(file);
        field.onBlur();
      }}
      error={error}
    />
  );
}
