import type { ParameterDefinition, SourceCatalogue, SourceType } from '@pulseboard/shared/contracts';
import { asOptions } from '../options.js';
import { knownDimension, knownMetrics, optionalText, requiredText } from '../query-config.js';
import { RANK_DIMENSIONS, RANK_METRICS } from './keyword-ranks.js';

/** Each rank tracker's own words and lists. */
export interface RankTrackerShape {
  type: SourceType;
  /** What the provider calls what it tracks: a campaign, a site, a domain. */
  property: string;
  /** Whether it tells each keyword's monthly searches. */
  searchVolume: boolean;
  /** Whether its keywords are tracked in countries of their own, to narrow a widget to one. */
  country: boolean;
}

const remoteFilter = (name: string, label: string): ParameterDefinition => ({ name, label, input: 'select', required: false, scope: 'widget', remote: true, dependsOn: 'property' });

/**
 * A rank tracker's widget form: the tracked project first, then, from that
 * project's own lists, an optional search engine, country and keyword to
 * narrow the widget to; the rank metrics and dimensions.
 */
export function rankTrackerCatalogue(shape: RankTrackerShape): SourceCatalogue {
  const metrics = RANK_METRICS.filter((metric) => shape.searchVolume || metric.name !== 'searchVolume');
  return {
    type: shape.type,
    parameters: [
      { name: 'property', label: shape.property, input: 'select', required: true, scope: 'widget', remote: true },
      remoteFilter('searchEngine', 'Search engine'),
      ...(shape.country ? [remoteFilter('country', 'Country')] : []),
      remoteFilter('keyword', 'Keyword'),
      { name: 'metrics', label: 'Metrics', input: 'multiselect', required: true, scope: 'widget', options: asOptions(metrics) },
      { name: 'dimension', label: 'Dimension', input: 'select', required: false, scope: 'widget', options: asOptions(RANK_DIMENSIONS) },
    ],
    metrics,
    dimensions: RANK_DIMENSIONS,
    realTime: false,
  };
}

/** A rank widget's question: the tracked project, what to narrow its keywords to (a search engine and a country by the provider's ids, a keyword by its text), the metrics and the dimension. */
export interface RankQuery {
  property: string;
  searchEngine?: string;
  country?: string;
  keyword?: string;
  metrics: string[];
  dimension: string | null;
}

/** Reads a rank widget's parameters against its catalogue. */
export function readRankQuery(catalogue: SourceCatalogue, provider: string, config: Record<string, unknown>): RankQuery {
  return {
    property: requiredText(config, 'property'),
    searchEngine: optionalText(config, 'searchEngine'),
    country: optionalText(config, 'country'),
    keyword: optionalText(config, 'keyword'),
    metrics: knownMetrics(config, new Set(catalogue.metrics.map((metric) => metric.name)), provider),
    dimension: knownDimension(config, new Set(catalogue.dimensions.map((dimension) => dimension.name)), provider),
  };
}
