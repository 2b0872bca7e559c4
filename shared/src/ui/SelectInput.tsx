import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { fieldErrorId, FieldFrame } from './FieldFrame.js';
import { Icon } from './Icon.js';
import { useDebouncedValue } from './use-debounced-value.js';
import { useRemoteOptions, type SelectOption } from './use-remote-options.js';
import styles from './SelectInput.module.css';

/** Typing pauses this long before a search goes out (spec §9). */
export const SEARCH_DEBOUNCE_MS = 500;
export const NOTHING_FOUND_MESSAGE = 'Nothing found';
export const REQUIRED_SELECTION_MESSAGE = 'Please fill out this field.';

export interface SelectInputProps {
  label: string;
  /** Options endpoint; receives `searchTerm` and `include`, answers `{ data: [{ value, label }] }`. */
  url: string;
  value: SelectOption['value'] | null;
  onChange: (value: SelectOption['value'] | null, option: SelectOption | null) => void;
  /**
   * Takes part in native form validation: while nothing is selected the field
   * is invalid, so the form does not submit, and the message shows once the
   * user has left the field or a submit was attempted.
   */
  required?: boolean;
  /** Submits the selected value with the form under this name. */
  name?: string;
  placeholder?: string;
  /** A message from outside (e.g. the server's 422), shown instead of the required one. */
  error?: string;
  disabled?: boolean;
}

/**
 * A searchable select (ARIA 1.2 combobox with a listbox popup, list
 * autocomplete, manual selection). Focus stays in the text box; arrows move
 * the active option, Enter picks it, Escape closes and restores the selection's label.
 */
export function SelectInput({ label, url, value, onChange, required = false, name, placeholder, error, disabled }: SelectInputProps) {
  const inputId = useId();
  const listboxId = `${inputId}-listbox`;
  const optionId = (index: number) => `${inputId}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);

  // null while not searching: the box then shows the selected option's label.
  const [term, setTerm] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [pickedOption, setPickedOption] = useState<SelectOption | null>(null);
  const [showRequired, setShowRequired] = useState(false);

  const searchTerm = useDebouncedValue(term ?? '', SEARCH_DEBOUNCE_MS);
  const { options, loading, failed } = useRemoteOptions(url, searchTerm, value);
  const pending = loading || searchTerm !== (term ?? '');
  const selected = options.find((option) => option.value === value) ?? (pickedOption?.value === value ? pickedOption : null);
  const active = Math.min(activeIndex, options.length - 1);
  const activeOptionId = open && active >= 0 ? optionId(active) : undefined;
  const message = error ?? (required && showRequired && value === null ? REQUIRED_SELECTION_MESSAGE : undefined);

  useEffect(() => {
    inputRef.current?.setCustomValidity(required && value === null ? REQUIRED_SELECTION_MESSAGE : '');
  }, [required, value]);

  useEffect(() => {
    if (activeOptionId) document.getElementById(activeOptionId)?.scrollIntoView({ block: 'nearest' });
  }, [activeOptionId]);

  const close = () => {
    setOpen(false);
    setTerm(null);
    setActiveIndex(-1);
  };

  const openAt = (index: number) => {
    setOpen(true);
    setActiveIndex(index);
  };

  const pick = (option: SelectOption) => {
    setPickedOption(option);
    close();
    if (option.value !== value) onChange(option.value, option);
  };

  const clear = () => {
    setPickedOption(null);
    close();
    onChange(null, null);
    inputRef.current?.focus();
  };

  const selectedIndex = options.findIndex((option) => option.value === value);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (open) setActiveIndex(Math.min(active + 1, options.length - 1));
        else openAt(Math.max(selectedIndex, 0));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (open) setActiveIndex(Math.max(active - 1, 0));
        else openAt(selectedIndex >= 0 ? selectedIndex : options.length - 1);
        break;
      case 'Enter': {
        const option = open ? options[active] : undefined;
        if (!option) return;
        // Picking an option must not also submit the form.
        event.preventDefault();
        pick(option);
        break;
      }
      case 'Escape':
        if (open) close();
        break;
    }
  };

  return (
    <FieldFrame inputId={inputId} label={label} error={message}>
      <div className={styles.control}>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          role="combobox"
          aria-expanded={open}
          aria-controls={open ? listboxId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={activeOptionId}
          aria-required={required || undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? fieldErrorId(inputId) : undefined}
          autoComplete="off"
          placeholder={placeholder}
          disabled={disabled}
          value={term ?? selected?.label ?? ''}
          onChange={(event) => {
            setTerm(event.target.value);
            openAt(-1);
          }}
          onClick={() => {
            if (!open) openAt(selectedIndex);
          }}
          onKeyDown={handleKeyDown}
          onBlur={() => {
            close();
            setShowRequired(true);
          }}
          onInvalid={() => setShowRequired(true)}
        />
        {!required && value !== null && !disabled ? (
          <button type="button" className={styles.clear} aria-label={`Clear ${label}`} onClick={clear}>
            <Icon name="close" size={14} />
          </button>
        ) : null}
        <span className={styles.chevron} aria-hidden="true">
          <Icon name="chevronDown" />
        </span>
        {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
        {open ? (
          <div className={styles.popup}>
            <ul id={listboxId} role="listbox" aria-label={label} aria-busy={pending || undefined} className={styles.listbox}>
              {options.map((option, index) => (
                <li
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={option.value === value}
                  className={styles.option}
                  data-active={index === active || undefined}
                  // Keeps focus (and the open list) in the text box while the pointer picks.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(option)}
                >
                  {option.label}
                  {option.value === value ? <Icon name="check" size={14} /> : null}
                </li>
              ))}
            </ul>
            {options.length === 0 ? (
              <p role="status" className={styles.status}>
                {failed ? 'Could not load the options.' : pending ? 'Loading…' : NOTHING_FOUND_MESSAGE}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </FieldFrame>
  );
}
