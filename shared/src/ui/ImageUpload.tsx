import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { IMAGE_ACCEPT, IMAGE_UPLOAD_TYPES, INVALID_FILE_TYPE } from '../contracts/dashboard-edit.js';
import { Icon } from './Icon.js';
import { useObjectUrl } from './use-object-url.js';
import a11y from './a11y.module.css';
import styles from './ImageUpload.module.css';

export interface ImageUploadProps {
  /** A newly picked file, the URL of the stored image, or nothing. */
  value: File | string | null;
  /** A valid image, or null when removed; never called for a rejected file. */
  onChange: (file: File | null) => void;
  label?: string;
  removeLabel?: string;
  previewAlt?: string;
  name?: string;
  disabled?: boolean;
}

/** An image picker with a preview and a remove control, refusing anything but JPEG, PNG and WebP. */
export function ImageUpload({ value, onChange, label = 'click to upload', removeLabel = 'Remove image', previewAlt = 'Selected image', name, disabled }: ImageUploadProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const objectUrl = useObjectUrl(value instanceof File ? value : null);
  const previewUrl = typeof value === 'string' ? value : objectUrl;

  // After a removal the preview (and its focused remove button) is gone: send focus to the picker that replaces it.
  const focusPickerNext = useRef(false);
  useEffect(() => {
    if (value === null && focusPickerNext.current) inputRef.current?.focus();
    focusPickerNext.current = false;
  }, [value]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    // The picker's filter is only a hint (a user can pick "All files"), hence the type check.
    if (!IMAGE_UPLOAD_TYPES.includes(file.type)) {
      setError(INVALID_FILE_TYPE);
      return;
    }
    setError(null);
    onChange(file);
  };

  const remove = () => {
    focusPickerNext.current = true;
    setError(null);
    onChange(null);
  };

  return (
    <div className={styles.upload}>
      {previewUrl ? (
        <figure className={styles.preview}>
          <img src={previewUrl} alt={previewAlt} className={styles.image} />
          <button type="button" className={styles.remove} aria-label={removeLabel} onClick={remove} disabled={disabled}>
            <Icon name="close" size={14} />
          </button>
        </figure>
      ) : (
        <div className={styles.dropzone} data-invalid={error ? true : undefined}>
          <Icon name="upload" size={20} />
          {/* The label stretches over the whole zone (see the CSS), so a click anywhere opens the picker. */}
          <label htmlFor={inputId} className={styles.prompt}>
            {label}
          </label>
          <span id={hintId} className={styles.hint}>
            PNG, JPG or WebP
          </span>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            name={name}
            accept={IMAGE_ACCEPT}
            className={a11y.visuallyHidden}
            onChange={pick}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          />
        </div>
      )}
      {error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
