import { SourceProviderError, type Connector } from '../types.js';
import { DEMO_DIMENSIONS, DEMO_METRICS, demoCatalogue } from './catalogue.js';
import { SAMPLE_CLIENTS } from './clients.js';
import { datasetOf } from './datasets/index.js';
import { REAL_TIME_DIMENSIONS, realTimeReport } from './real-time.js';
import { historicalReport } from './report.js';
import { readRequest } from './request.js';

const labelOf = (name: string, labels: ReadonlyArray<{ name: string; label: string }>) => labels.find((item) => item.name === name)?.label ?? name;

/**
 * Sample data (DESIGN §6): no credentials, no network; realistic daily
 * marketing figures for four sample clients over any date range, the same
 * numbers for the same question every time. `now` is the clock of real-time
 * queries.
 */
export function createDemoConnector(options: { now?: () => number } = {}): Connector {
  const now = options.now ?? Date.now;
  return {
    type: 'demo',
    catalogue: demoCatalogue,
    describeAccount: async () => 'Sample data',
    listProperties: async () => SAMPLE_CLIENTS.map((client) => ({ id: client.id, name: client.name, group: 'Sample clients' })),

    async options(_context, parameter, params) {
      if (parameter === 'property') return SAMPLE_CLIENTS.map((client) => ({ value: client.id, label: client.name }));
      if (parameter !== 'metrics' && parameter !== 'dimension') throw new SourceProviderError(`The sample data has no option list "${parameter}".`, 404);
      // Both lists depend on the dataset; none chosen yet means nothing to offer.
      const dataset = params.dataset ? datasetOf(params.dataset) : undefined;
      if (!dataset) return [];
      if (parameter === 'metrics') return Object.keys(dataset.metrics).map((name) => ({ value: name, label: labelOf(name, DEMO_METRICS) }));
      const dimensions = dataset.id === 'web' ? [...dataset.dimensions, ...REAL_TIME_DIMENSIONS.filter((name) => !dataset.dimensions.includes(name))] : dataset.dimensions;
      return dimensions.map((name) => ({ value: name, label: labelOf(name, DEMO_DIMENSIONS) }));
    },

    async query(_context, query) {
      const request = readRequest(query.config, query.realTime);
      if (query.realTime) return realTimeReport(request.client, request.metrics, request.dimension, now());
      if (query.range.endDate < query.range.startDate) throw new SourceProviderError('The end date is before the start date.', 400);
      return historicalReport(request.client, request.dataset, request.metrics, request.dimension, query.range);
    },
  };
}
