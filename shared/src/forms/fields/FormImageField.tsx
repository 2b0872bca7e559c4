import { useController, type FieldValues, type Path } from 'react-hook-form';
import { ImageUpload, type ImageUploadProps } from '../../ui/ImageUpload.js';
import { useFieldError } from '../use-field-error.js';
import styles from '../../ui/Field.module.css';

export type FormImageFieldProps<Values extends FieldValues> = Omit<ImageUploadProps, 'name' | 'value' | 'onChange'> & { name: Path<Values> };

/** An image of the enclosing Form: a newly picked File, the stored image's URL, or null once removed. */
export function FormImageField<Values extends FieldValues = FieldValues>({ name, ...rest }: FormImageFieldProps<Values>) {
  const { field } = useController<Values>({ name });
  const error = useFieldError<Values>(name);
  const value: unknown = field.value;
  return (
    <div>
      <ImageUpload
        {...rest}
        name={field.name}
        value={value instanceof File || typeof value === 'string' ? value : null}
        onChange={(file) => {
          field.onChange(file);
          field.onBlur();
        }}
      />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
