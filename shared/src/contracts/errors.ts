import * as z from './zod.js';

/** Body of every 422 answer: a summary plus messages keyed by field. */
export const validationErrorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorBody = z.infer<typeof validationErrorBodySchema>;

/** Statuses on which the browser reloads the page (spec §8): stale page, signed out, CSRF expired. */
export const RELOAD_STATUSES = [588, 401, 419] as const;

/** The product title shown after every route title ("{title} | {product title}"). */
export const DEFAULT_PRODUCT_TITLE = 'Pulseboard';
