import type { SourceCatalogue } from '@pulseboard/shared/contracts';
import { asOptions } from '../options.js';
import { domainMetricDefinitions, type SeoDomainMetric } from '../seo/domain-metrics.js';
import { keywordMetricDefinitions } from '../seo/keyword-rankings.js';
import { SEO_DIMENSIONS } from '../seo/widget-report.js';

/** How much of the site a figure covers (Ahrefs' `mode`): the domain with its subdomains, or that host alone. */
export const AHREFS_MODES = [
  { value: 'subdomains', label: 'Domain with subdomains' },
  { value: 'domain', label: 'This host only' },
];
export const DEFAULT_MODE = 'subdomains';

/** Countries of the organic figures (Ahrefs' `country`, ISO 3166 codes); none chosen: all countries together. */
export const AHREFS_COUNTRIES = [
  { value: 'us', label: 'United States' },
  { value: 'gb', label: 'United Kingdom' },
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

export const DOMAIN_METRIC_NAMES = [
  'domainRating',
  'ahrefsRank',
  'referringDomains',
  'backlinks',
  'organicTraffic',
  'organicKeywords',
  'organicTrafficValue',
] as const satisfies readonly SeoDomainMetric[];
export const KEYWORD_METRIC_NAMES = ['position', 'previousPosition', 'positionChange', 'searchVolume', 'keywordTraffic'];

const METRICS = [...domainMetricDefinitions(DOMAIN_METRIC_NAMES), ...keywordMetricDefinitions(KEYWORD_METRIC_NAMES)];

/** The domains are the ones typed in the source's account; mode and country are each widget's. */
export const ahrefsCatalogue: SourceCatalogue = {
  type: 'ahrefs_v3',
  parameters: [
    { name: 'property', label: 'Domain', input: 'select', required: true, scope: 'widget', remote: true },
    { name: 'mode', label: 'Scope', input: 'select', required: false, scope: 'widget', options: AHREFS_MODES },
    { name: 'country', label: 'Country', input: 'select', required: false, scope: 'widget', options: AHREFS_COUNTRIES },
    { name: 'metrics', label: 'Metrics', input: 'multiselect', required: true, scope: 'widget', options: asOptions(METRICS) },
    { name: 'dimension', label: 'Dimension', input: 'select', required: false, scope: 'widget', options: asOptions(SEO_DIMENSIONS) },
  ],
  metrics: METRICS,
  dimensions: SEO_DIMENSIONS,
  realTime: false,
};
