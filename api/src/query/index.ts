import type { FastifyInstance } from 'fastify';
import type { WidgetData, WidgetDataRequest } from '@pulseboard/shared/contracts';
import type { DataViewer } from './paid-answer.js';

/**
 * A widget's data for a company: its instances queried on their sources
 * (cached, coalesced, limited per source), merged, totalled, compared and
 * calculated. Throws ValidationFailed (422) for a request that cannot be
 * planned; a source that fails is reported in `errors`, the rest still answers.
 * `signal` (lib/client-gone) cancels the provider calls when the viewer leaves;
 * `viewer` says whose share of a paid source's daily calls they may spend.
 */
export function runWidgetQuery(app: FastifyInstance, companyId: number, request: WidgetDataRequest, signal?: AbortSignal, viewer?: DataViewer): Promise<WidgetData> {
  return app.queryEngine.run(companyId, request, signal, viewer);
}

export { validateExpression } from './expression/compile.js';
