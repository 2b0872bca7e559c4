import { ImageUpload, useUploadedImage, type DashboardImageStyle, type DashboardSettingsFormValues } from '@pulseboard/shared';
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
 * holds its url; a refused upload is the field's error (useUploadedImage). A file taken away is
 * deleted once the settings are saved (see unusedImages).
 */
export function ImageStyleField({ style, label, gallery }: Props) {
  const image = useUploadedImage<DashboardSettingsFormValues>(`styles.${style}`, IMAGE_KIND[style]);
  return (
    <div className={styles.image}>
      <span className={styles.label}>{label}</span>
      <ImageUpload value={image.url} onChange={(file) => void image.pick(file)} previewAlt={label} removeLabel={`Remove ${label.toLowerCase()}`} disabled={image.uploading} />
      {image.error ? (
        <p role="alert" className={styles.error}>
          {image.error}
        </p>
      ) : null}
      <ImageGallery images={gallery} label={`Choose ${label.toLowerCase()} from the gallery`} onPick={image.take} />
    </div>
  );
}
