import * as z from './zod.js';

/**
 * Row ids are PostgreSQL `integer`s. A larger number names no row, and sent
 * to the database it fails the query instead of finding nothing, so it is
 * refused with the other malformed ids.
 */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id in a JSON body. */
export const rowIdSchema = z.number().check(z.int(), z.positive(), z.lte(MAX_ROW_ID));

/** A row id in a path or a query string, where it arrives as text. */
export const rowIdParamSchema = z.coerce.number().check(z.int(), z.positive(), z.lte(MAX_ROW_ID));
