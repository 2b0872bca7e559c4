import fp from 'fastify-plugin';
import { ValidationFailed } from '../../lib/errors.js';

export const NUL_MESSAGE = 'This field may not contain a NUL character.';

/**
 * Where the first string holding U+0000 sits (a key or a value), in the
 * dot notation of field errors. Walked with a stack: a deeply nested body
 * must not exhaust the call stack.
 */
function nulCharacterPath(value: unknown): string | undefined {
  const pending: Array<[unknown, string[]]> = [[value, []]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path.join('.') || 'general';
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return [...path, key].join('.');
        pending.push([child, [...path, key]]);
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL in any part of a request that
 * might be stored or looked up would fail the query, so the request is
 * refused (422) before validation, whatever the route. Multipart forms are
 * read in their handlers and checked there (dashboards/multipart-form.ts).
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const field = nulCharacterPath(request.params) ?? nulCharacterPath(request.query) ?? nulCharacterPath(request.body);
      if (field !== undefined) throw new ValidationFailed({ [field]: [NUL_MESSAGE] });
    });
  },
  { name: 'nul-characters' },
);
