import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, ValidationFailed, summarize, type FieldErrors } from '../../lib/errors.js';
import { isDatabaseBusy, isDatabaseUnreachable } from '../../lib/database-busy.js';
import { ClientGone } from '../../lib/client-gone.js';

export const DATABASE_BUSY_MESSAGE = 'The service is busy. Please try again in a moment.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Maps a failing field to the key its form shows errors under (registration has a fixed set). */
    errorKey?: (field: string) => string;
  }
}

/** Field-level errors sit at the root when the body itself is wrong (missing, not an object). */
const ROOT_KEY = 'general';

/** "/questionnaire/source" becomes "questionnaire.source", Laravel's dot notation. */
function fieldOf(instancePath: string): string {
  const field = instancePath.split('/').filter(Boolean).join('.');
  return field || ROOT_KEY;
}

function toFieldErrors(validation: NonNullable<FastifyError['validation']>, errorKey: (field: string) => string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of validation) {
    const key = errorKey(fieldOf(issue.instancePath));
    const messages = (errors[key] ??= []);
    if (issue.message && !messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}

/** What an error answers: its status, its body, the headers it needs. */
export interface ErrorAnswer {
  status: number;
  body: { message: string; errors?: FieldErrors; [detail: string]: unknown };
  headers?: Record<string, string>;
}

/**
 * One error shape for the whole API: 422 `{ message, errors }` for bad input,
 * `{ message }` for other client errors, and a generic 500 whose details go
 * to the log only. Also what a widget's line of a streamed answer says when
 * that widget failed (the answer's status is long sent by then).
 */
export function errorAnswer(app: FastifyInstance, error: FastifyError, request: FastifyRequest): ErrorAnswer {
  if (error instanceof ValidationFailed) return { status: 422, body: { message: error.message, errors: error.errors } };
  if (error.validation?.length) {
    const errors = toFieldErrors(error.validation, request.routeOptions.config.errorKey ?? ((field) => field));
    return { status: 422, body: { message: summarize(errors), errors } };
  }
  // A deliberate answer about an upstream provider (502, 503) carries a message written for the user.
  if (error instanceof HttpError) return { status: error.statusCode, body: { ...error.details, message: error.message } };
  // The client left and the work stopped with it: nobody reads this answer, and nothing failed.
  if (error instanceof ClientGone) {
    request.log.debug('client gone before the answer');
    return { status: 499, body: { message: error.message } };
  }
  if (isDatabaseBusy(error) || isDatabaseUnreachable(error)) {
    request.log.warn({ err: error }, 'database too busy or unreachable to answer');
    return { status: 503, body: { message: DATABASE_BUSY_MESSAGE }, headers: { 'retry-after': '5' } };
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    app.errorTracker.report(error, request);
    return { status: 500, body: { message: 'Server Error' } };
  }
  return { status, body: { message: error.message } };
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, body, headers = {} } = errorAnswer(app, error, request);
      return reply.code(status).headers(headers).send(body);
    });
  },
  { name: 'error-handler', dependencies: ['error-tracking'] },
);
