/**
 * The part of zod the contracts and the apps build schemas with, named one by
 * one. This module is a federation singleton (mf/sharing.js): a page loads it
 * once, for the shell and every remote, and only what is named here, where
 * sharing the zod package itself loaded all of it (its every locale
 * included, 88 KB gzip). Import it as `import * as z from './zod.js'` (the
 * apps: `z` from `@pulseboard/shared`); the lint forbids importing zod
 * directly in the apps and the shared package.
 */
export { array, boolean, coerce, custom, discriminatedUnion, email, enum, intersection, iso, literal, NEVER, number, object, preprocess, record, string, tuple, union, unknown, url } from 'zod';
export type { infer, input, output, RefinementCtx, ZodType } from 'zod';
