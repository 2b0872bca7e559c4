/** A single-line text answer. */
export interface ConfirmTextInput {
  kind: 'text';
  name: string;
  label: string;
  required?: boolean;
  placeholder?: string;
  initialValue?: string;
}

/** Several entries (chips); when required, at least one. */
export interface ConfirmMultipleInput {
  kind: 'multiple';
  name: string;
  label: string;
  required?: boolean;
  placeholder?: string;
  initialValue?: string[];
}

export type ConfirmInput = ConfirmTextInput | ConfirmMultipleInput;

/** The answers, by input name: a string for text inputs, a list for multiple ones. */
export type ConfirmValues = Record<string, string | string[]>;

export const REQUIRED_TEXT_MESSAGE = 'Please fill out this field.';
export const REQUIRED_ENTRIES_MESSAGE = 'Please add at least one entry.';

export function initialConfirmValues(inputs: readonly ConfirmInput[]): ConfirmValues {
  return Object.fromEntries(
    inputs.map((input) => [input.name, input.kind === 'text' ? (input.initialValue ?? '') : (input.initialValue ?? [])]),
  );
}

/** The message each unanswered required input shows, by name; empty when the answers may be submitted. */
export function missingAnswers(inputs: readonly ConfirmInput[], values: ConfirmValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const input of inputs) {
    if (!input.required) continue;
    const value = values[input.name];
    if (input.kind === 'text' && (typeof value !== 'string' || value.trim() === '')) errors[input.name] = REQUIRED_TEXT_MESSAGE;
    if (input.kind === 'multiple' && (!Array.isArray(value) || value.length === 0)) errors[input.name] = REQUIRED_ENTRIES_MESSAGE;
  }
  return errors;
}
