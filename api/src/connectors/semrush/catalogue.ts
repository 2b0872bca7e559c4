import type { SourceCatalogue } from '@pulseboard/shared/contracts';
import { asOptions } from '../options.js';
import { domainMetricDefinitions, type SeoDomainMetric } from '../seo/domain-metrics.js';
import { keywordMetricDefinitions } from '../seo/keyword-rankings.js';
import { SEO_DIMENSIONS } from '../seo/widget-report.js';

/** Semrush's regional databases a widget can read (the `database` parameter): a country's Google results. */
export const SEMRUSH_DATABASES = [
  { value: 'us', label: 'United States' },
  { value: 'uk', label: 'United Kingdom' },
  { value: 'ca', label: 'Canada' },
  { value: 'au', label: 'Australia' },
  { value: 'ie', label: 'Ireland' },
  { value: 'de', label: 'Germany' },
  { value: 'fr', label: 'France' },
  { value: 'es', label: 'Spain' },
  { value: 'it', label: 'Italy' },
  { value: 'nl', label: 'Netherlands' },
  { value: 'be', label: 'Belgium' },
  { value: 'ch', label: 'Switzerland' },
  { value: 'at', label: 'Austria' },
  { value: 'se', label: 'Sweden' },
  { value: 'dk', label: 'Denmark' },
  { value: 'no', label: 'Norway' },
  { value: 'pl', label: 'Poland' },
  { value: 'br', label: 'Brazil' },
  { value: 'mx', label: 'Mexico' },
  { value: 'in', label: 'India' },
];
export const DEFAULT_DATABASE = 'us';

/** From the domain reports (`domain_rank`, `domain_rank_history`), per database. */
export const RANK_METRICS = ['organicKeywords', 'organicTraffic', 'organicTrafficValue', 'semrushRank'] as const satisfies readonly SeoDomainMetric[];
/** From the Backlinks API (`backlinks_overview`, `backlinks_historical`), the same in every database. */
export const BACKLINK_METRICS = ['authorityScore', 'referringDomains', 'backlinks', 'newBacklinks', 'lostBacklinks'] as const satisfies readonly SeoDomainMetric[];
/** From `domain_organic`. */
export const KEYWORD_METRIC_NAMES = ['position', 'previousPosition', 'positionChange', 'searchVolume', 'trafficShare'];

const METRICS = [...domainMetricDefinitions([...BACKLINK_METRICS, ...RANK_METRICS]), ...keywordMetricDefinitions(KEYWORD_METRIC_NAMES)];

/** The domains are the ones typed in the source's account; the database is each widget's. */
export const semrushCatalogue: SourceCatalogue = {
  type: 'semrush',
  parameters: [
    { name: 'property', label: 'Domain', input: 'select', required: true, scope: 'widget', remote: true },
    { name: 'database', label: 'Database', input: 'select', required: false, scope: 'widget', options: SEMRUSH_DATABASES },
    { name: 'metrics', label: 'Metrics', input: 'multiselect', required: true, scope: 'widget', options: asOptions(METRICS) },
    { name: 'dimension', label: 'Dimension', input: 'select', required: false, scope: 'widget', options: asOptions(SEO_DIMENSIONS) },
  ],
  metrics: METRICS,
  dimensions: SEO_DIMENSIONS,
  realTime: false,
};
