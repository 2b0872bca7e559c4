import { useState } from 'react';
import { ApiError, ImageUpload, type DashboardImageStyle } from '@pulseboard/shared';
import { uploadFile } from '../../api/dashboard-edit.js';
import { ImageGallery } from './ImageGallery.js';
import { IMAGE_KIND } from './style-values.js';
import styles from './Settings.module.css';

interface Props {
  style: DashboardImageStyle;
  label: string;
  value: string | null;
  gallery: string[];
  onChange: (url: string | null) => void;
}

/**
 * One image of the dashboard: uploaded as soon as it is picked (the server
 * judges the content: "Invalid file type" for anything but JPEG, PNG or
 * WebP), taken away, or picked from the images already in use. A file taken
 * away is deleted once the settings are saved (see unusedImages).
 */
export function ImageStyleField({ style, label, value, gallery, onChange }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = async (file: File | null) => {
    setError(null);
    setBusy(true);
    try {
      onChange(file ? (await uploadFile(IMAGE_KIND[style], file)).url : null);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status === 422 ? failure.message : 'The image could not be uploaded.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.image}>
      <span className={styles.label}>{label}</span>
      <ImageUpload value={value} onChange={(file) => void change(file)} previewAlt={label} removeLabel={`Remove ${label.toLowerCase()}`} disabled={busy} />
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <ImageGallery images={gallery} label={`Choose ${label.toLowerCase()} from the gallery`} onPick={onChange} />
    </div>
  );
}
