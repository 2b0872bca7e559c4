import type { MetricDefinition } from '@pulseboard/shared/contracts';
import type { ConnectorResult } from '../types.js';

/** Where a site ranks for one keyword in an SEO tool's database, and where it ranked at the tool's previous update. */
export interface KeywordRanking {
  keyword: string;
  position: number;
  /** Null when the site did not rank for it then: a new keyword, with no change to speak of. */
  previousPosition: number | null;
  searchVolume: number;
  /** The visits a month the tool estimates the site gets from the keyword (Ahrefs). */
  traffic?: number;
  /** The keyword's share of the site's organic traffic, in percent (Semrush). */
  trafficShare?: number;
}

/** Figures per keyword (the Keyword dimension): positions are averaged across keywords, the rest summed. */
const KEYWORD_METRIC_DEFINITIONS: readonly MetricDefinition[] = [
  { name: 'position', label: 'Position', format: 'average', aggregation: 'average', inverted: true },
  { name: 'previousPosition', label: 'Previous position', format: 'average', aggregation: 'average', inverted: true },
  { name: 'positionChange', label: 'Places gained', format: 'number', aggregation: 'sum' },
  { name: 'searchVolume', label: 'Search volume', format: 'number', aggregation: 'sum' },
  { name: 'keywordTraffic', label: 'Traffic', format: 'number', aggregation: 'sum' },
  { name: 'trafficShare', label: 'Traffic share', format: 'percent', aggregation: 'sum' },
];

/** The catalogue entries of the keyword metrics a tool reports. */
export const keywordMetricDefinitions = (names: readonly string[]): MetricDefinition[] => KEYWORD_METRIC_DEFINITIONS.filter((metric) => names.includes(metric.name));

const mean = (values: readonly number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0);

function figuresOf(rankings: readonly KeywordRanking[]): Record<string, number> {
  const ranked = rankings.filter((ranking) => ranking.previousPosition !== null);
  return {
    position: mean(rankings.map((ranking) => ranking.position)),
    previousPosition: mean(ranked.map((ranking) => ranking.previousPosition ?? 0)),
    // Up is good: from 7th to 3rd is 4 places gained.
    positionChange: ranked.reduce((sum, ranking) => sum + (ranking.previousPosition ?? 0) - ranking.position, 0),
    searchVolume: rankings.reduce((sum, ranking) => sum + ranking.searchVolume, 0),
    keywordTraffic: rankings.reduce((sum, ranking) => sum + (ranking.traffic ?? 0), 0),
    trafficShare: rankings.reduce((sum, ranking) => sum + (ranking.trafficShare ?? 0), 0),
  };
}

const pick = (figures: Record<string, number>, metrics: readonly string[]) => Object.fromEntries(metrics.map((metric) => [metric, figures[metric] ?? 0]));

/** A tool's keyword rankings as the connector result: a row per keyword, or one for all; the totals over all keywords. */
export function keywordResult(rankings: readonly KeywordRanking[], metrics: readonly string[], dimension: 'keyword' | null): ConnectorResult {
  const totals = pick(figuresOf(rankings), metrics);
  const rows = dimension ? rankings.map((ranking) => ({ dimension: ranking.keyword, values: pick(figuresOf([ranking]), metrics) })) : [{ dimension: null, values: totals }];
  return { dimension, metrics: [...metrics], rows, totals };
}
