import { randomInt } from 'node:crypto';
import { z } from 'zod';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 12;

/**
 * A new public address for a dashboard: 12 characters of an alphabet without
 * look-alikes (about 70 bits), so shared links cannot be guessed.
 */
export function newPermalink(): string {
  return Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** A permalink as the routes take it, bounded well above the 12 characters of newPermalink. */
export const permalinkParams = z.object({ permalink: z.string().min(1).max(64) });
