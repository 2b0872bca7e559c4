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
import { config, locales } from 'zod/mini';

// zod/mini sets no locale: without it, a check with no message of its own says only "Invalid input".
config(locales.en());

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
  object,
  optional,
  partial,
  pick,
  pipe,
  positive,
  record,
  refine,
  regex,
  startsWith,
  strictObject,
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
