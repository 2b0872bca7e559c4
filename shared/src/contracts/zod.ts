/**
 * The part of zod the contracts and the apps build schemas with, named one by
 * one: zod's functional flavour (`zod/mini`), whose checks and wrappers are
 * functions (`z.optional(schema)`, `schema.check(z.maxLength(200))`) that a
 * build keeps only where used, where zod's classic schemas carry every method
 * (and JSON Schema output) on every instance: about 15 KB gzip less on every
 * page. This module is a federation singleton (mf/sharing.js): a page loads
 * it once, for the shell and every remote. Import it as
 * `import * as z from './zod.js'` (the apps: `z` from `@pulseboard/shared`);
 * the lint forbids importing zod directly in the apps and the shared package.
 * The API builds its own schemas with classic zod; both run on zod's one
 * core, so either kind nests in the other.
 */
import { config, locales, never, ZodMiniType } from 'zod/mini';
import type * as mini from 'zod/mini';
import { $constructor, $ZodObjectJIT, util } from 'zod/v4/core';

// zod/mini sets no locale: without it, a check with no message of its own says only "Invalid input".
config(locales.en());

/**
 * zod/mini's object, checked by a parser compiled for its shape where the
 * runtime allows it, as classic zod's objects are; zod/mini's own walks the
 * shape field by field, in about twice the time. The API checks every
 * request and answer against these schemas: a 25-widget dashboard document
 * parses in about 130 µs this way, against 170 µs with classic zod. A
 * browser whose CSP forbids eval (the product's) walks the shape, as it did
 * with classic zod.
 */
const CompiledObject = $constructor('ZodMiniObject', (inst: mini.ZodMiniObject, def: mini.ZodMiniObject['_zod']['def']) => {
  $ZodObjectJIT.init(inst, def);
  ZodMiniType.init(inst, def);
  util.defineLazy(inst, 'shape', () => def.shape);
});

export const object = ((shape, params) => new CompiledObject({ type: 'object', shape: shape ?? {}, ...util.normalizeParams(params) })) as typeof mini.object;
export const strictObject = ((shape, params) => new CompiledObject({ type: 'object', shape, catchall: never(), ...util.normalizeParams(params) })) as typeof mini.strictObject;

export {
  _default,
  array,
  boolean,
  catch,
  coerce,
  custom,
  discriminatedUnion,
  email,
  enum,
  extend,
  gte,
  int,
  intersection,
  iso,
  length,
  literal,
  lte,
  maxLength,
  minLength,
  NEVER,
  nonnegative,
  nullable,
  number,
  optional,
  partial,
  pick,
  pipe,
  positive,
  record,
  refine,
  regex,
  startsWith,
  string,
  superRefine,
  transform,
  trim,
  tuple,
  union,
  unknown,
  url,
} from 'zod/mini';
export type { infer, input, output, ZodMiniType as ZodType } from 'zod/mini';
export type { $RefinementCtx as RefinementCtx } from 'zod/v4/core';
