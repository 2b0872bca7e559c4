import fc from 'fast-check';

/** The JSON Schema subset the OpenAPI document of the zod schemas uses (OpenAPI 3.0 flavour: `nullable`, boolean `exclusiveMinimum`). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  nullable?: boolean;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
}

/**
 * A JSON value kept as a tree whose objects are lists of entries, so that
 * keys such as `__proto__` survive to the wire instead of setting a prototype.
 */
export type JsonTree = null | boolean | number | string | JsonTree[] | { entries: Array<[string, JsonTree]> };

export function toJson(value: JsonTree): string {
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object') return `{${value.entries.map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`).join(',')}}`;
  return JSON.stringify(value);
}

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Integers at the edges of int32, of exact doubles, and around zero. */
const BOUNDARY_INTEGERS = [0, -1, 1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, -(2 ** 53), Number.MAX_SAFE_INTEGER, 1e21];

const HUGE = 'x'.repeat(100_000);

/** Strings that have broken parsers and databases before. */
const NASTY_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'null',
  'true',
  '[]',
  '{}',
  ...PROTOTYPE_KEYS,
  'toString',
  'hasOwnProperty',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '😀👩‍👩‍👧',
  'Ω≈ç√∫',
  '../../etc/passwd',
  '%',
  '%00',
  '%E0%A4%A',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  'Mars/Olympus',
  '2024-02-30',
  '9999-99-99',
  HUGE,
];

export const nastyString = fc.oneof(fc.constantFrom(...NASTY_STRINGS), fc.string({ unit: 'grapheme', maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 30 }));

const key = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 12 }));

const leaf: fc.Arbitrary<JsonTree> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(...BOUNDARY_INTEGERS, 0.5, -0.5, 1e308),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  nastyString,
);

/** Any JSON value, nested a few levels, with prototype-named keys among the others. */
export const junk: fc.Arbitrary<JsonTree> = fc.letrec<{ value: JsonTree }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.array(fc.tuple(key, tie('value')), { maxLength: 4 }).map((entries) => ({ entries })),
  ),
})).value;

const extraEntry = fc.tuple(key, junk);

function numberBounds(schema: JsonSchema) {
  const low = schema.minimum === undefined ? undefined : schema.exclusiveMinimum === true ? schema.minimum + 1 : schema.minimum;
  const high = schema.maximum === undefined ? undefined : schema.exclusiveMaximum === true ? schema.maximum - 1 : schema.maximum;
  return { low: typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : low, high: typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : high };
}

function strictIntegerOf(schema: JsonSchema): fc.Arbitrary<JsonTree> {
  const { low, high } = numberBounds(schema);
  const min = Math.max(low ?? 0, 0);
  return fc.integer({ min, max: Math.max(min, Math.min(high ?? 100, min + 100)) });
}

function integerOf(schema: JsonSchema): fc.Arbitrary<JsonTree> {
  const { low, high } = numberBounds(schema);
  const min = Math.max(low ?? -1000, Number.MIN_SAFE_INTEGER);
  const max = Math.min(high ?? 1000, Number.MAX_SAFE_INTEGER);
  const edges = [low, high, low === undefined ? undefined : low - 1, high === undefined ? undefined : high + 1].filter((value): value is number => value !== undefined);
  return fc.oneof(fc.integer({ min, max: Math.max(min, Math.min(max, min + 100_000)) }), fc.constantFrom(...BOUNDARY_INTEGERS, ...edges));
}

function shapedStringOf(schema: JsonSchema): fc.Arbitrary<JsonTree> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  return schema.pattern
    ? fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length <= (schema.maxLength ?? Infinity))
    : schema.format === 'email'
      ? fc.emailAddress()
      : fc.string({ minLength, maxLength: Math.max(minLength, maxLength) });
}

function stringOf(schema: JsonSchema): fc.Arbitrary<JsonTree> {
  const minLength = schema.minLength ?? 0;
  const edges = [schema.maxLength, schema.maxLength === undefined ? undefined : schema.maxLength + 1, minLength > 0 ? minLength - 1 : undefined]
    .filter((length): length is number => length !== undefined)
    .map((length) => 'é'.repeat(length));
  return fc.oneof({ weight: 4, arbitrary: shapedStringOf(schema) }, { weight: 1, arbitrary: edges.length ? fc.constantFrom(...edges) : nastyString }, { weight: 1, arbitrary: nastyString });
}

/** Resolves `#/components/schemas/...` references against the document. */
export type Resolve = (schema: JsonSchema) => JsonSchema;

/** Values that make sense for a field of this name (a real id, a time zone, a date), which random text would hardly ever hit. */
export type Hints = Record<string, JsonTree[]>;

interface ValueContext {
  resolve: Resolve;
  hints: Hints;
  /** Only values that fit the schema (and the hints), to get past validation into the handlers. */
  strict: boolean;
}

/** A plain JSON value as a tree. */
export function treeOf(value: unknown): JsonTree {
  if (Array.isArray(value)) return value.map(treeOf);
  if (value !== null && typeof value === 'object') return { entries: Object.entries(value).map(([key, item]) => [key, treeOf(item)]) };
  return value as JsonTree;
}

const objectOf = (schema: JsonSchema, context: ValueContext, depth: number): fc.Arbitrary<JsonTree> => {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const fields = properties.map(([name, property]) => {
    const value = valueOf(property, context, depth + 1, name);
    return required.has(name)
      ? value.map((item) => [[name, item]] as Array<[string, JsonTree]>)
      : fc.option(value, { nil: undefined }).map((item) => (item === undefined ? [] : [[name, item] as [string, JsonTree]]));
  });
  return fc.tuple(...fields).map((parts) => ({ entries: parts.flat() }));
};

/**
 * A value of the schema's shape, with its boundary and nasty values among the
 * ordinary ones (unless strict), and the hinted values for a field of this name.
 */
export function valueOf(input: JsonSchema, context: ValueContext, depth = 0, name?: string): fc.Arbitrary<JsonTree> {
  const schema = context.resolve(input);
  if (depth > 6) return leaf;
  if (schema.const !== undefined) return fc.constant(schema.const as JsonTree);
  if (schema.enum) return fc.constantFrom(...(schema.enum as JsonTree[]));
  const hinted = name === undefined ? undefined : context.hints[name];
  if (hinted) {
    const hint = fc.constantFrom(...hinted);
    return context.strict ? hint : fc.oneof(hint, valueOf(schema, context, depth));
  }
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => valueOf(alternative, context, depth + 1, name)));
  const types = [...(Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []), ...(schema.nullable ? ['null'] : [])];
  if (!types.length) return schema.properties ? objectOf(schema, context, depth) : junk;
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<JsonTree> => {
      switch (type) {
        case 'null':
          return fc.constant(null);
        case 'boolean':
          return fc.boolean();
        case 'integer':
          return context.strict ? strictIntegerOf(schema) : integerOf(schema);
        case 'number':
          return context.strict ? strictIntegerOf(schema) : fc.oneof(integerOf(schema), fc.double({ noNaN: true, noDefaultInfinity: true }));
        case 'string':
          return context.strict ? shapedStringOf(schema) : stringOf(schema);
        case 'array':
          return fc.array(schema.items ? valueOf(schema.items, context, depth + 1) : junk, { minLength: Math.min(schema.minItems ?? 0, 5), maxLength: Math.min(schema.maxItems ?? 5, 5) });
        case 'object':
          return objectOf(schema, context, depth);
        default:
          return junk;
      }
    }),
  );
}

/**
 * What a client might send where the schema wants this value: often exactly
 * the right shape, often with boundary values, and otherwise a field
 * dropped, a field of the wrong type, prototype-named or unknown fields
 * added, or anything at all.
 */
export function mutatedValueOf(schema: JsonSchema, context: Omit<ValueContext, 'strict'>): fc.Arbitrary<JsonTree> {
  const strict = valueOf(schema, { ...context, strict: true });
  const shaped = valueOf(schema, { ...context, strict: false });
  const mutated = fc.tuple(shaped, fc.nat(), junk, fc.array(extraEntry, { minLength: 1, maxLength: 3 })).map(([value, pick, replacement, extras]): JsonTree => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return replacement;
    const entries = [...value.entries];
    const index = entries.length ? pick % entries.length : 0;
    switch (pick % 3) {
      case 0:
        entries.splice(index, 1);
        break;
      case 1:
        if (entries[index]) entries[index] = [entries[index][0], replacement];
        break;
      default:
        entries.push(...extras);
    }
    return { entries };
  });
  return fc.oneof({ weight: 3, arbitrary: strict }, { weight: 2, arbitrary: shaped }, { weight: 3, arbitrary: mutated }, { weight: 1, arbitrary: junk });
}
