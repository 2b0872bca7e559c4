import type { ConnectorQuery } from '../connectors/types.js';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * An instance's parameters in one canonical form: keys sorted, empty values
 * dropped (an unset optional parameter and an empty one ask the same), the
 * metric list sorted and without repeats (the provider answers the same
 * figures in any order). The connector is queried with this very config, so
 * whatever shares a key shares an answer.
 */
export function normalizeConfig(config: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const normalized: Record<string, unknown> = {};
  for (const name of Object.keys(config).sort()) {
    const value = config[name];
    if (isEmpty(value)) continue;
    normalized[name] = name === 'metrics' && Array.isArray(value) ? [...new Set(value.map(String))].sort() : value;
  }
  return normalized;
}

/**
 * The cache and coalescing key of one provider question: the source, the
 * normalized config, the range, the time zone and whether it is real time (a
 * real-time answer is about now, whatever the range, so the range is left out).
 */
export function queryKey(sourceKey: string, query: ConnectorQuery): string {
  const range = query.realTime ? null : [query.range.startDate, query.range.endDate];
  return JSON.stringify([sourceKey, normalizeConfig(query.config), range, query.timezone, query.realTime]);
}
