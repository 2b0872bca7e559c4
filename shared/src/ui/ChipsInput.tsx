import { forwardRef, useId, useImperativeHandle, useRef, useState, type ReactNode } from 'react';
import { FieldFrame, fieldErrorId } from './FieldFrame.js';
import { Icon } from './Icon.js';
import a11y from './a11y.module.css';
import styles from './ChipsInput.module.css';

export interface ChipsInputProps {
  label: ReactNode;
  /** The entries so far. */
  value: readonly string[];
  onChange: (entries: string[]) => void;
  error?: string;
  placeholder?: string;
  /** Announced as required; enforcing it (at least one entry) is the form's job. */
  required?: boolean;
  id?: string;
}

/**
 * A field taking several entries (e-mail addresses, domains) as removable
 * chips. Enter, a comma or leaving the field turns the typed text into an
 * entry; pasted comma-separated lists are split. Blank and repeated entries are dropped.
 */
export const ChipsInput = forwardRef<HTMLInputElement, ChipsInputProps>(function ChipsInput({ label, value, onChange, error, placeholder, required, id }, ref) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  // The text box is the field as far as a form is concerned: focused on a refused submit.
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  const [draft, setDraft] = useState('');

  const add = (texts: string[]) => {
    const fresh = texts.map((text) => text.trim()).filter((text, index, all) => text !== '' && !value.includes(text) && all.indexOf(text) === index);
    if (fresh.length > 0) onChange([...value, ...fresh]);
  };

  const type = (text: string) => {
    const parts = text.split(',');
    const unfinished = parts.pop() ?? '';
    add(parts);
    setDraft(unfinished);
  };

  const commitDraft = () => {
    add([draft]);
    setDraft('');
  };

  const remove = (entry: string) => {
    onChange(value.filter((existing) => existing !== entry));
    // The chip's button is gone; the text box is the natural place to continue.
    inputRef.current?.focus();
  };

  return (
    <FieldFrame inputId={inputId} label={label} error={error}>
      <div className={styles.box} data-invalid={error ? true : undefined}>
        {value.length > 0 ? (
          <ul className={styles.chips} aria-label="Entries">
            {value.map((entry) => (
              <li key={entry} className={styles.chip}>
                <span className={styles.chipText}>{entry}</span>
                <button type="button" className={styles.remove} aria-label={`Remove ${entry}`} onClick={() => remove(entry)}>
                  <Icon name="close" size={12} />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          value={draft}
          placeholder={placeholder}
          autoComplete="off"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${fieldErrorId(inputId)}` : hintId}
          onChange={(event) => type(event.target.value)}
          onBlur={commitDraft}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Enter adds an entry here; it must not submit the surrounding form.
            event.preventDefault();
            commitDraft();
          }}
        />
        <span id={hintId} className={a11y.visuallyHidden}>
          Press Enter or type a comma to add each entry.
        </span>
      </div>
    </FieldFrame>
  );
});
