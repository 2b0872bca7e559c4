import * as z from '../contracts/zod.js';

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

const REQUIRED_TEXT_MESSAGE = 'Please fill out this field.';
const REQUIRED_ENTRIES_MESSAGE = 'Please add at least one entry.';

export function initialConfirmValues(inputs: readonly ConfirmInput[]): ConfirmValues {
  return Object.fromEntries(inputs.map((input) => [input.name, input.kind === 'text' ? (input.initialValue ?? '') : (input.initialValue ?? [])]));
}

/**
 * The rules of the answers, built from the inputs: a required text input
 * needs something besides spaces, a required multiple input at least one
 * entry; text answers come out trimmed.
 */
export function confirmSchema(inputs: readonly ConfirmInput[]): z.ZodType<ConfirmValues, ConfirmValues> {
  return z.object(Object.fromEntries(inputs.map((input) => [input.name, answerSchema(input)])));
}

function answerSchema(input: ConfirmInput): z.ZodType<string | string[], string | string[]> {
  if (input.kind === 'text') return input.required ? z.string().check(z.trim(), z.minLength(1, REQUIRED_TEXT_MESSAGE)) : z.string().check(z.trim());
  return input.required ? z.array(z.string()).check(z.minLength(1, REQUIRED_ENTRIES_MESSAGE)) : z.array(z.string());
}
