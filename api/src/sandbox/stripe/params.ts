import { invalidParameter, missingParameter, unknownParameter } from './errors.js';
import type { ParamObject, ParamValue } from './form.js';

const INTEGER = /^-?\d{1,15}$/;
const METADATA_LIMITS = { keys: 50, keyLength: 40, valueLength: 500 } as const;

/** Stripe's `metadata`: a value per key; an empty value removes the key, an empty `metadata` clears them all. */
export type MetadataChange = { clear: true } | { clear: false; set: Record<string, string>; unset: string[] };

/**
 * Typed reading of one request's parameters (or of one nested hash), with
 * Stripe's refusals: a missing or malformed value names its parameter, and
 * `finish()` refuses whatever the endpoint does not know, as Stripe answers
 * "Received unknown parameter".
 */
export class Params {
  private readonly read = new Set<string>();
  private readonly children: Params[] = [];

  constructor(
    private readonly values: ParamObject,
    private readonly path = '',
  ) {}

  static of(values: ParamObject): Params {
    return new Params(values);
  }

  /** The parameter's full name, `items[0][quantity]`, for answers that name it. */
  param(key: string): string {
    return this.path ? `${this.path}[${key}]` : key;
  }

  private take(key: string): ParamValue | undefined {
    this.read.add(key);
    return this.values[key];
  }

  has(key: string): boolean {
    return this.values[key] !== undefined;
  }

  string(key: string, options: { max?: number; required?: boolean } = {}): string | undefined {
    const value = this.take(key);
    if (value === undefined) {
      if (options.required) throw missingParameter(this.param(key));
      return undefined;
    }
    if (typeof value !== 'string') throw invalidParameter(this.param(key), `Invalid string: ${this.param(key)} must be a string`);
    if (value.length > (options.max ?? 5_000)) throw invalidParameter(this.param(key), `Invalid string: ${value.slice(0, 20)}...; must be at most ${options.max ?? 5_000} characters`);
    return value;
  }

  requiredString(key: string, options: { max?: number } = {}): string {
    return this.string(key, { ...options, required: true }) as string;
  }

  /** One of the values Stripe allows for a parameter. */
  choice<T extends string>(key: string, allowed: readonly T[]): T | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    const found = allowed.find((candidate) => candidate === value);
    if (found === undefined) throw invalidParameter(this.param(key), `Invalid ${this.param(key)}: must be one of ${allowed.join(', ')}`);
    return found;
  }

  integer(key: string, { min = 0, max = 99_999_999 }: { min?: number; max?: number } = {}): number | undefined {
    const value = this.string(key, { max: 20 });
    if (value === undefined) return undefined;
    if (!INTEGER.test(value)) throw invalidParameter(this.param(key), `Invalid integer: ${value}`, 'parameter_invalid_integer');
    const number = Number(value);
    if (number < min) throw invalidParameter(this.param(key), `This value must be greater than or equal to ${min}.`);
    if (number > max) throw invalidParameter(this.param(key), `This value must be less than or equal to ${max}.`);
    return number;
  }

  boolean(key: string): boolean | undefined {
    const value = this.string(key, { max: 10 });
    if (value === undefined) return undefined;
    if (value !== 'true' && value !== 'false') throw invalidParameter(this.param(key), `Invalid boolean: ${value}`);
    return value === 'true';
  }

  /** A nested hash, read with the same rules (its unknown keys are refused too). */
  object(key: string): Params | undefined {
    const value = this.take(key);
    if (value === undefined || value === '') return undefined;
    if (typeof value === 'string' || Array.isArray(value)) throw invalidParameter(this.param(key), `Invalid object`);
    const child = new Params(value, this.param(key));
    this.children.push(child);
    return child;
  }

  /** A list of hashes, `items[0][...]`, `items[1][...]`. */
  objects(key: string, { max }: { max: number }): Params[] {
    const value = this.take(key);
    if (value === undefined || value === '') return [];
    if (!Array.isArray(value)) throw invalidParameter(this.param(key), `Invalid array`);
    if (value.length > max) throw invalidParameter(this.param(key), `Invalid array: at most ${max} elements are accepted.`);
    return value.map((item, index) => {
      if (typeof item === 'string' || Array.isArray(item)) throw invalidParameter(`${this.param(key)}[${index}]`, `Invalid object`);
      const child = new Params(item, `${this.param(key)}[${index}]`);
      this.children.push(child);
      return child;
    });
  }

  /** A list of strings, `expand[0]=a` or `expand[]=a`. */
  strings(key: string, { max, maxLength = 200 }: { max: number; maxLength?: number }): string[] {
    const value = this.take(key);
    if (value === undefined || value === '') return [];
    const list = Array.isArray(value) ? value : [value];
    if (list.length > max) throw invalidParameter(this.param(key), `Invalid array: at most ${max} elements are accepted.`);
    return list.map((item, index) => {
      if (typeof item !== 'string' || item.length > maxLength) throw invalidParameter(`${this.param(key)}[${index}]`, `Invalid string`);
      return item;
    });
  }

  metadata(key = 'metadata'): MetadataChange | undefined {
    const value = this.take(key);
    if (value === undefined) return undefined;
    if (value === '') return { clear: true };
    if (typeof value === 'string' || Array.isArray(value)) throw invalidParameter(this.param(key), 'Invalid object');
    const entries = Object.entries(value);
    if (entries.length > METADATA_LIMITS.keys) throw invalidParameter(this.param(key), `Invalid metadata: metadata can have up to ${METADATA_LIMITS.keys} keys.`);
    const set: Record<string, string> = {};
    const unset: string[] = [];
    for (const [name, entry] of entries) {
      const param = `${this.param(key)}[${name}]`;
      if (typeof entry !== 'string') throw invalidParameter(param, 'Invalid string');
      if (name.length > METADATA_LIMITS.keyLength) throw invalidParameter(param, `Invalid metadata: metadata keys must be ${METADATA_LIMITS.keyLength} characters or fewer.`);
      if (entry.length > METADATA_LIMITS.valueLength) throw invalidParameter(param, `Invalid metadata: metadata values must be ${METADATA_LIMITS.valueLength} characters or fewer.`);
      if (entry === '') unset.push(name);
      else set[name] = entry;
    }
    return { clear: false, set, unset };
  }

  /** Refuses the first parameter nobody read, here or in the hashes read from here. */
  finish(): void {
    const unknown = Object.keys(this.values).find((key) => !this.read.has(key));
    if (unknown !== undefined) throw unknownParameter(this.param(unknown));
    for (const child of this.children) child.finish();
  }
}

/** Metadata after a change, as Stripe merges it. */
export function applyMetadata(current: Record<string, string>, change: MetadataChange | undefined): Record<string, string> {
  if (!change) return current;
  if (change.clear) return {};
  const next = { ...current, ...change.set };
  for (const key of change.unset) delete next[key];
  if (Object.keys(next).length > METADATA_LIMITS.keys) throw invalidParameter('metadata', `Invalid metadata: metadata can have up to ${METADATA_LIMITS.keys} keys.`);
  return next;
}
