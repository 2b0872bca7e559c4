import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { expressionCheckResultSchema, expressionCheckSchema, widgetDataRequestSchema, widgetDataSchema } from '@pulseboard/shared/contracts';
import { signedInUser } from '../../../../plugins/app/authenticate.js';
import { runWidgetQuery, validateExpression } from '../../../../query/index.js';
import { signedInRouteErrors } from '../../../schemas.js';
import { clientGoneSignal } from '../../../../lib/client-gone.js';

const widgetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/data',
    {
      schema: {
        tags: ['widgets'],
        summary: "A widget's data for a date range, with an optional comparison range",
        description:
          "Queries each instance on its source (of the signed-in user's company; another company's source answers as missing), " +
          'merges the instances on their shared dimension into columns keyed "prefix:metric", totals each column by its ' +
          'metric\'s aggregation, computes calculated metrics ("calc:id"), then orders and limits the rows. A source that ' +
          'cannot answer (invalid, quota, provider error, missing) is listed in `errors` while the other instances still answer. ' +
          'Answers are cached for a few minutes (real time: 30 s).',
        body: widgetDataRequestSchema,
        response: { 200: z.object({ data: widgetDataSchema }), ...signedInRouteErrors },
      },
    },
    async (request, reply) => ({ data: await runWidgetQuery(app, signedInUser(request).companyId, request.body, clientGoneSignal(reply)) }),
  );

  app.post(
    '/calculated-metrics/validate',
    {
      schema: {
        tags: ['widgets'],
        summary: "Check a calculated metric's expression against the widget's columns",
        description:
          'Numbers, {column} references ({prefix:metric}, or {metric} when only one instance has it), + − × ÷ and parentheses. ' +
          'Answers whether the engine accepts it and, if not, why (syntax error with its position, unknown or ambiguous reference).',
        body: expressionCheckSchema,
        response: { 200: expressionCheckResultSchema, ...signedInRouteErrors },
      },
    },
    async (request) => validateExpression(request.body.expression, request.body.columns),
  );
};

export default widgetRoutes;
