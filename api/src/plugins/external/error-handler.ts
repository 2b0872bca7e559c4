import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
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

/**
 * One error shape for the whole API: 422 `{ message, errors }` for bad input,
 * `{ message }` for other client errors, and a generic 500 whose details go
 * to the log only.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof ValidationFailed) {
        return reply.code(422).send({ message: error.message, errors: error.errors });
      }
      if (error.validation?.length) {
        const errors = toFieldErrors(error.validation, request.routeOptions.config.errorKey ?? ((field) => field));
        return reply.code(422).send({ message: summarize(errors), errors });
      }
      // A deliberate answer about an upstream provider (502, 503) carries a message written for the user.
      if (error instanceof HttpError) return reply.code(error.statusCode).send({ ...error.details, message: error.message });
      // The client left and the work stopped with it: nobody reads this answer, and nothing failed.
      if (error instanceof ClientGone) {
        request.log.debug('client gone before the answer');
        return reply.code(499).send({ message: error.message });
      }
      if (isDatabaseBusy(error) || isDatabaseUnreachable(error)) {
        request.log.warn({ err: error }, 'database too busy or unreachable to answer');
        return reply.code(503).header('retry-after', '5').send({ message: DATABASE_BUSY_MESSAGE });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        app.errorTracker.report(error, request);
        return reply.code(500).send({ message: 'Server Error' });
      }
      return reply.code(status).send({ message: error.message });
    });
  },
  { name: 'error-handler', dependencies: ['error-tracking'] },
);
