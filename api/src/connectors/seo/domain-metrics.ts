import type { MetricDefinition } from '@pulseboard/shared/contracts';

/**
 * A site's figures as backlink and keyword tools report them, named alike
 * across tools so templates and Mission Control read them the same way.
 * All are levels (the value at a day, averaged across rows, the range's
 * figure being the one at its end) except new and lost backlinks, counts of
 * a period (seo/series).
 */
const DEFINITIONS = {
  domainRating: { label: 'Domain Rating', format: 'average', aggregation: 'average' },
  authorityScore: { label: 'Authority Score', format: 'number', aggregation: 'average' },
  ahrefsRank: { label: 'Ahrefs Rank', format: 'number', aggregation: 'average', inverted: true },
  semrushRank: { label: 'Semrush Rank', format: 'number', aggregation: 'average', inverted: true },
  referringDomains: { label: 'Referring domains', format: 'number', aggregation: 'average' },
  backlinks: { label: 'Backlinks', format: 'number', aggregation: 'average' },
  newBacklinks: { label: 'New backlinks', format: 'number', aggregation: 'sum' },
  lostBacklinks: { label: 'Lost backlinks', format: 'number', aggregation: 'sum', inverted: true },
  organicKeywords: { label: 'Organic keywords', format: 'number', aggregation: 'average' },
  organicTraffic: { label: 'Organic traffic', format: 'number', aggregation: 'average' },
  organicTrafficValue: { label: 'Organic traffic value', format: 'money', aggregation: 'average' },
} satisfies Record<string, Omit<MetricDefinition, 'name'>>;

export type SeoDomainMetric = keyof typeof DEFINITIONS;

/** Counts of a period rather than levels. */
export const SEO_FLOW_METRICS: ReadonlySet<string> = new Set<SeoDomainMetric>(['newBacklinks', 'lostBacklinks']);

/** The catalogue entries of the domain metrics a tool reports, in the order given. */
export const domainMetricDefinitions = (names: readonly SeoDomainMetric[]): MetricDefinition[] => names.map((name) => ({ name, ...DEFINITIONS[name] }));
