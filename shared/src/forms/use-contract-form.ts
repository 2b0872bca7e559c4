import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from '../contracts/zod.js';

/** A form over a contract: its fields are the schema's input, its submit receives the schema's output. */
export type ContractForm<Schema extends z.ZodType<unknown, FieldValues>> = UseFormReturn<z.input<Schema>, unknown, z.output<Schema>>;

export type ContractFormOptions<Schema extends z.ZodType<unknown, FieldValues>> = Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'>;

/**
 * The one way a form is made: react-hook-form validated by the same zod
 * schema the API validates with, so a rule is written once. A field is
 * first checked when it is left, then on every change (the rule the spec
 * gives the recipients, and the least noisy for the rest); a submit checks all.
 */
export function useContractForm<Schema extends z.ZodType<unknown, FieldValues>>(schema: Schema, options: ContractFormOptions<Schema> = {}): ContractForm<Schema> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    ...options,
    resolver: zodResolver(schema),
  });
}
