import { useId, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldFrame, fieldErrorId } from './FieldFrame.js';
import { Icon } from './Icon.js';
import styles from './FileInput.module.css';

/** What the picker offers unless told otherwise (spec §5). */
export const DEFAULT_FILE_ACCEPT = '.png,.jpg,.jpeg,.csv';

type NativeFileProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'multiple'>;

export interface FileInputProps extends NativeFileProps {
  label: ReactNode;
  /** The picked file, or null once cleared. */
  onChange: (file: File | null) => void;
  clearLabel?: string;
  error?: string;
}

/**
 * The native file input (keyboard, screen-reader and form support for free,
 * its button styled through ::file-selector-button) plus a clear button that
 * appears once a file is picked. It keeps its own selection, as browsers only
 * let script empty a file input, never fill it.
 */
export function FileInput({ label, onChange, accept = DEFAULT_FILE_ACCEPT, clearLabel = 'Clear file', error, id, ...rest }: FileInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const inputRef = useRef<HTMLInputElement>(null);
  const [hasFile, setHasFile] = useState(false);

  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
    setHasFile(false);
    onChange(null);
    // The clear button disappears with the file: keep the keyboard user on the field.
    inputRef.current?.focus();
  };

  return (
    <FieldFrame inputId={inputId} label={label} error={error}>
      <div className={styles.control}>
        <input
          {...rest}
          ref={inputRef}
          id={inputId}
          type="file"
          accept={accept}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId(inputId) : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            setHasFile(file !== null);
            onChange(file);
          }}
        />
        {hasFile ? (
          <button type="button" className={styles.clear} aria-label={clearLabel} onClick={clear}>
            <Icon name="close" size={14} />
          </button>
        ) : null}
      </div>
    </FieldFrame>
  );
}
