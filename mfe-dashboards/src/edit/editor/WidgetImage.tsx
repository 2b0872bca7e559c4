import { ApiError, ImageUpload, useFieldError, useFormContext, type FieldValues, type Path, uploadFile } from '@pulseboard/shared';
import styles from './WidgetEditor.module.css';

interface Props<Values extends FieldValues> {
  /** Where the image goes in the form: its refusal shows as that field's error. */
  name: Path<Values>;
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
}

/** An image picked for a passive widget, stored at once (POST /api/files/widget); the server's refusal shows under it. */
export function WidgetImage<Values extends FieldValues>({ name, label, value, onChange }: Props<Values>) {
  const { setError, clearErrors } = useFormContext<Values>();
  const error = useFieldError<Values>(name);
  const pick = async (file: File | null) => {
    clearErrors(name);
    if (!file) return onChange(null);
    try {
      onChange((await uploadFile('widget', file)).url);
    } catch (failure) {
      setError(name, { message: failure instanceof ApiError && failure.status === 422 ? failure.message : 'The image could not be uploaded.' });
    }
  };
  return (
    <div>
      <span className={styles.label}>{label}</span>
      <ImageUpload value={value} onChange={(file) => void pick(file)} previewAlt={label} />
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
