import { z } from 'zod';
import type { DateRange, SourceCatalogue } from '@pulseboard/shared/contracts';
import { addDays, wallClockOf, zonedTimeToInstant } from '@pulseboard/shared/dates';
import { deriveRows } from '../components.js';
import { knownDimension, knownMetrics, optionalText, requiredText } from '../query-config.js';
import { shapeResult } from '../result.js';
import { SourceProviderError, type ConnectorResult } from '../types.js';
import { dealRows, deriveDeals, NO_DEALS, type CrmDeal, type DealDimension } from './deals.js';

/** CRM ids are whole numbers; anything else in a widget's config never reaches the provider. */
export const CRM_ID = /^\d{1,19}$/;

/** A CRM widget's parameters, checked. */
export interface CrmQuery {
  account: string;
  pipeline?: string;
  stage?: string;
  metrics: string[];
  dimension: 'date' | DealDimension | null;
}

function optionalId(config: Record<string, unknown>, name: 'pipeline' | 'stage', provider: string): string | undefined {
  const value = optionalText(config, name);
  if (value !== undefined && !CRM_ID.test(value)) throw new SourceProviderError(`The ${name} must be a ${provider} ${name} id.`, 400);
  return value;
}

/** Reads a CRM widget's config against its catalogue. */
export function readCrmQuery(config: Record<string, unknown>, catalogue: SourceCatalogue, provider: string): CrmQuery {
  const metrics = knownMetrics(config, new Set(catalogue.metrics.map((metric) => metric.name)), provider);
  const dimension = knownDimension(config, new Set(catalogue.dimensions.map((entry) => entry.name)), provider) as CrmQuery['dimension'];
  return { account: requiredText(config, 'property'), pipeline: optionalId(config, 'pipeline', provider), stage: optionalId(config, 'stage', provider), metrics, dimension };
}

/** The widget's account must be the one the credentials open: a config copied from another source is refused. */
export function checkAccount(query: CrmQuery, accountId: string, provider: string): void {
  if (query.account !== accountId) throw new SourceProviderError(`This ${provider} source is connected to another account: choose its own account.`, 400);
}

/** An instant as the CRMs write them (ISO 8601); anything unreadable makes the answer's shape unexpected. */
export const instantSchema = z.string().refine((text) => Number.isFinite(Date.parse(text)), 'an ISO 8601 date-time');

/** The calendar day an instant (ISO 8601) falls on in the dashboard's zone. */
export const dayIn = (instant: string, timezone: string) => wallClockOf(new Date(instant), timezone).day;

/** The range as instants: from the start of its first day to the start of the day after its last, in the dashboard's zone. */
export const rangeInstants = (range: DateRange, timezone: string) => ({
  from: zonedTimeToInstant(range.startDate, 0, 0, timezone),
  until: zonedTimeToInstant(addDays(range.endDate, 1), 0, 0, timezone),
});

/** The widget's answer from the deals that touch the range: rows and totals derived from their summed parts, money in the account's currency. */
export function crmResult(deals: readonly CrmDeal[], query: CrmQuery, range: DateRange, currency: string): ConnectorResult {
  const derived = deriveRows(dealRows(deals, range, query.dimension), NO_DEALS, query.metrics, deriveDeals);
  return { ...shapeResult(query.metrics, query.dimension, derived.rows, range), totals: derived.totals, currency };
}
