import type { FastifyInstance } from 'fastify';

export type FormBody = Record<string, string | string[] | undefined>;

/** Form posts (token endpoint, consent form) when the host app has no form parser; repeated fields become arrays. */
export function ensureFormParser(app: FastifyInstance): void {
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) return;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const form: Record<string, string | string[]> = {};
    for (const [key, value] of new URLSearchParams(body.toString())) {
      const previous = form[key];
      form[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
    }
    done(null, form);
  });
}

/** The first value of a field (of a form, a JSON body or a query string). */
export function field(body: unknown, name: string): string | undefined {
  const value = body && typeof body === 'object' ? (body as FormBody)[name] : undefined;
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/** Every value of a repeated field. */
export function fields(body: unknown, name: string): string[] {
  const value = body && typeof body === 'object' ? (body as FormBody)[name] : undefined;
  return (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');
}
