import { SourceProviderError } from '../types.js';
import { sampleClient, SAMPLE_CLIENTS, type SampleClient } from './clients.js';
import { datasetOf, DATASETS, type Dataset } from './datasets/index.js';
import { REAL_TIME_DIMENSIONS, REAL_TIME_METRICS } from './real-time.js';

export interface DemoRequest {
  client: SampleClient;
  dataset: Dataset;
  metrics: string[];
  dimension: string | null;
}

/** A bad parameter is the provider's 400, as a real API would answer it. */
const refuse = (message: string) => new SourceProviderError(message, 400);

const list = (names: readonly string[]) => names.join(', ');

/**
 * Reads an instance's parameters (property, dataset, metrics, dimension) and
 * checks them against what the sample data has; real-time queries have their
 * own metrics and dimensions.
 */
export function readRequest(config: Record<string, unknown>, realTime: boolean): DemoRequest {
  const client = typeof config.property === 'string' ? sampleClient(config.property) : undefined;
  if (!client) throw refuse(`Unknown sample client "${String(config.property)}"; use one of ${list(SAMPLE_CLIENTS.map((item) => item.id))}.`);
  const dataset = datasetOf(typeof config.dataset === 'string' ? config.dataset : 'web');
  if (!dataset) throw refuse(`Unknown dataset "${String(config.dataset)}"; use one of ${list(DATASETS.map((item) => item.id))}.`);
  const metrics = config.metrics;
  if (!Array.isArray(metrics) || metrics.length === 0 || !metrics.every((name) => typeof name === 'string')) throw refuse('Choose at least one metric.');
  const dimension = typeof config.dimension === 'string' && config.dimension !== '' ? config.dimension : null;

  const allowedMetrics = realTime ? REAL_TIME_METRICS : Object.keys(dataset.metrics);
  const allowedDimensions = realTime ? REAL_TIME_DIMENSIONS : dataset.dimensions;
  const where = realTime ? 'in real time' : `in ${dataset.label}`;
  const unknown = metrics.filter((name) => !allowedMetrics.includes(name));
  if (unknown.length) throw refuse(`${list(unknown)} ${unknown.length === 1 ? 'is' : 'are'} not available ${where}; choose from ${list(allowedMetrics)}.`);
  if (dimension && !allowedDimensions.includes(dimension)) throw refuse(`The dimension ${dimension} is not available ${where}; choose from ${list(allowedDimensions)}.`);
  const levels = realTime ? [] : metrics.filter((name) => dataset.levels?.includes(name));
  if (levels.length && dimension && dimension !== 'date') throw refuse(`${list(levels)} can only be shown by date, not by ${dimension}.`);
  return { client, dataset, metrics, dimension };
}
