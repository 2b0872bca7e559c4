import { z } from 'zod';

/** `/:id` of the management and editing routes. */
export const idParams = z.object({ id: z.coerce.number().int().positive() });
