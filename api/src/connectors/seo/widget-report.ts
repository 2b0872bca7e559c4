import { knownDimension, knownMetrics } from '../query-config.js';
import { SourceProviderError } from '../types.js';

/** What an SEO widget reads: the domain's figures (for the range, or by date), or its keywords (all together, or one by one). */
export type SeoWidgetReport = { report: 'domain'; metrics: string[]; dimension: 'date' | null } | { report: 'keywords'; metrics: string[]; dimension: 'keyword' | null };

export const SEO_DIMENSIONS = [
  { name: 'date', label: 'Date' },
  { name: 'keyword', label: 'Keyword' },
];

const DIMENSION_NAMES = new Set(SEO_DIMENSIONS.map((dimension) => dimension.name));

/**
 * The widget's metrics and dimension, read into one of an SEO tool's two
 * reports: figures of the whole domain and figures per keyword come from
 * different calls, so a widget asks for one kind or the other.
 */
export function readSeoReport(config: Record<string, unknown>, known: { domain: ReadonlySet<string>; keyword: ReadonlySet<string> }, provider: string): SeoWidgetReport {
  const metrics = knownMetrics(config, new Set([...known.domain, ...known.keyword]), provider);
  // knownDimension allows only these two names.
  const dimension = knownDimension(config, DIMENSION_NAMES, provider) as 'date' | 'keyword' | null;
  const perKeyword = metrics.filter((metric) => known.keyword.has(metric));
  if (perKeyword.length === 0) {
    if (dimension === 'keyword') throw new SourceProviderError(`${provider}: by keyword, choose figures per keyword (position, places gained, search volume...).`, 400);
    return { report: 'domain', metrics, dimension };
  }
  if (perKeyword.length < metrics.length)
    throw new SourceProviderError(`${provider}: figures per keyword and figures of the whole domain come from different reports; put them in separate widgets.`, 400);
  if (dimension === 'date') throw new SourceProviderError(`${provider}: keyword positions are those of the latest update; show them by keyword, not by date.`, 400);
  return { report: 'keywords', metrics, dimension };
}
