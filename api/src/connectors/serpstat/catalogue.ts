import type { SourceCatalogue } from '@pulseboard/shared/contracts';
import { asOptions } from '../options.js';

/**
 * Serpstat's databases a widget can read (a search engine and a country in
 * one: "g_uk" is Google in the United Kingdom); Google United States when
 * none is chosen.
 */
export const SERPSTAT_DATABASES = [
  { value: 'g_us', label: 'Google United States' },
  { value: 'g_uk', label: 'Google United Kingdom' },
  { value: 'g_ca', label: 'Google Canada' },
  { value: 'g_au', label: 'Google Australia' },
  { value: 'g_de', label: 'Google Germany' },
  { value: 'g_fr', label: 'Google France' },
  { value: 'g_es', label: 'Google Spain' },
  { value: 'g_it', label: 'Google Italy' },
  { value: 'g_nl', label: 'Google Netherlands' },
  { value: 'g_pl', label: 'Google Poland' },
  { value: 'g_br', label: 'Google Brazil' },
  { value: 'g_in', label: 'Google India' },
  { value: 'g_ua', label: 'Google Ukraine' },
  { value: 'bing_us', label: 'Bing United States' },
];
export const DEFAULT_DATABASE = 'g_us';

/**
 * The whole domain's figures at each database update (every two to four
 * weeks): levels, read as of a day, never summed over days.
 */
export const DOMAIN_METRICS: SourceCatalogue['metrics'] = [
  { name: 'visibility', label: 'Visibility', format: 'average', aggregation: 'average' },
  { name: 'organicKeywords', label: 'Organic keywords', format: 'number', aggregation: 'average' },
  { name: 'organicTraffic', label: 'Organic traffic', format: 'number', aggregation: 'average' },
  { name: 'newKeywords', label: 'New keywords', format: 'number', aggregation: 'average' },
  { name: 'lostKeywords', label: 'Lost keywords', format: 'number', aggregation: 'average' },
];

/** Each keyword the domain ranks for at the latest update (organic traffic is then the keyword's share). */
export const KEYWORD_METRICS: SourceCatalogue['metrics'] = [
  { name: 'position', label: 'Position', format: 'average', aggregation: 'average', inverted: true },
  { name: 'positionChange', label: 'Places gained', format: 'number', aggregation: 'sum' },
  { name: 'searchVolume', label: 'Search volume', format: 'number', aggregation: 'sum' },
];

const METRICS = [...DOMAIN_METRICS, ...KEYWORD_METRICS];

export const DIMENSIONS = [
  { name: 'date', label: 'Date' },
  { name: 'keyword', label: 'Keyword' },
];

/** The domains are the ones typed in the source's account; the database is the widget's. */
export const serpstatCatalogue: SourceCatalogue = {
  type: 'serpstat',
  parameters: [
    { name: 'property', label: 'Domain', input: 'select', required: true, scope: 'widget', remote: true },
    { name: 'searchEngine', label: 'Database', input: 'select', required: false, scope: 'widget', options: SERPSTAT_DATABASES },
    { name: 'metrics', label: 'Metrics', input: 'multiselect', required: true, scope: 'widget', options: asOptions(METRICS) },
    { name: 'dimension', label: 'Dimension', input: 'select', required: false, scope: 'widget', options: asOptions(DIMENSIONS) },
  ],
  metrics: METRICS,
  dimensions: DIMENSIONS,
  realTime: false,
};
