import type { FieldValues, Path } from 'react-hook-form';
import type { FileKind } from '../../contracts/file-url.js';
import { ImageUpload } from '../../ui/ImageUpload.js';
import { useUploadedImage } from '../use-uploaded-image.js';
import styles from '../../ui/Field.module.css';

export interface FormUploadedImageFieldProps<Values extends FieldValues> {
  name: Path<Values>;
  kind: FileKind;
  label: string;
}

/** An image of the enclosing Form stored as soon as it is picked: the form holds its URL (see useUploadedImage). */
export function FormUploadedImageField<Values extends FieldValues = FieldValues>({ name, kind, label }: FormUploadedImageFieldProps<Values>) {
  const image = useUploadedImage<Values>(name, kind);
  return (
    <div className={styles.field}>
      <span className={styles.label}>{label}</span>
      <ImageUpload value={image.url} onChange={(file) => void image.pick(file)} previewAlt={label} removeLabel={`Remove ${label.toLowerCase()}`} disabled={image.uploading} />
      {image.error ? (
        <p className={styles.error} role="alert">
          {image.error}
        </p>
      ) : null}
    </div>
  );
}
