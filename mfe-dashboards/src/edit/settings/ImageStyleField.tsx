import { useState } from 'react';
import { ApiError, ImageUpload, useController, useFormContext, type DashboardImageStyle, type DashboardSettingsFormValues } from '@pulseboard/shared';
import { uploadFile } from '../../api/dashboard-edit.js';
import { ImageGallery } from './ImageGallery.js';
import { IMAGE_KIND } from './style-values.js';
import styles from './Settings.module.css';

interface Props {
  style: DashboardImageStyle;
  label: string;
  gallery: string[];
}

/**
 * One image of the settings form: uploaded as soon as it is picked (the
 * server judges the content: "Invalid file type" for anything but JPEG, PNG
 * or WebP), taken away, or picked from the images already in use. The form
 * holds its url; a refused upload is the field's error. A file taken away is
 * deleted once the settings are saved (see unusedImages).
 */
export function ImageStyleField({ style, label, gallery }: Props) {
  const name = `styles.${style}` as const;
  const { field, fieldState } = useController<DashboardSettingsFormValues, typeof name>({ name });
  const { setError, clearErrors } = useFormContext<DashboardSettingsFormValues>();
  const [uploading, setUploading] = useState(false);

  const take = (url: string | null) => {
    clearErrors(name);
    field.onChange(url);
  };

  const change = async (file: File | null) => {
    if (!file) {
      take(null);
      return;
    }
    setUploading(true);
    try {
      take((await uploadFile(IMAGE_KIND[style], file)).url);
    } catch (failure) {
      setError(name, { type: 'upload', message: failure instanceof ApiError && failure.status === 422 ? failure.message : 'The image could not be uploaded.' });
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className={styles.image}>
      <span className={styles.label}>{label}</span>
      <ImageUpload value={field.value} onChange={(file) => void change(file)} previewAlt={label} removeLabel={`Remove ${label.toLowerCase()}`} disabled={uploading} />
      {fieldState.error?.message ? (
        <p role="alert" className={styles.error}>
          {fieldState.error.message}
        </p>
      ) : null}
      <ImageGallery images={gallery} label={`Choose ${label.toLowerCase()} from the gallery`} onPick={take} />
    </div>
  );
}
