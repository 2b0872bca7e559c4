import type { DateRange } from '@pulseboard/shared/contracts';
import { ratio, type ComponentRow } from '../components.js';

/**
 * A CRM's deal (Zendesk Sell's deal, Salesflare's opportunity) as the
 * reports read it: when it was created and, once won or lost, when it was
 * closed; its value in the account's currency; and the names it is split by.
 */
export interface CrmDeal {
  /** The day it was created (YYYY-MM-DD), in the dashboard's zone. */
  created: string;
  /** The day it was won or lost; undefined while it is open. */
  closed?: { day: string; won: boolean };
  /** In the account's currency; undefined for a deal made out in another one, which money metrics leave out. */
  value?: number;
  /** The chance of winning its current stage gives it, 0 to 1 (Sell's stage likelihood, Salesflare's stage probability). */
  probability: number;
  stage: string;
  owner: string;
  pipeline: string;
}

/** The dimensions a deal is split by besides the date. */
export type DealDimension = 'stage' | 'owner' | 'pipeline';

/**
 * The additive parts of every CRM metric. Deals created count on their
 * creation day, deals won or lost on their closing day: a deal created in
 * the range and won after it counts as created only.
 */
export interface DealComponents {
  [key: string]: number;
  deals: number;
  /** Deals created whose value is in the account's currency: the average's denominator. */
  valued: number;
  value: number;
  weighted: number;
  won: number;
  wonValue: number;
  lost: number;
  lostValue: number;
}

export const NO_DEALS: DealComponents = { deals: 0, valued: 0, value: 0, weighted: 0, won: 0, wonValue: 0, lost: 0, lostValue: 0 };

/** Every CRM metric from its parts: the win rate over the deals closed, the average over the deals created. */
export const deriveDeals = (parts: DealComponents): Record<string, number> => ({
  deals: parts.deals,
  pipelineValue: parts.value,
  weightedValue: parts.weighted,
  wonDeals: parts.won,
  wonValue: parts.wonValue,
  lostDeals: parts.lost,
  lostValue: parts.lostValue,
  winRate: ratio(parts.won, parts.won + parts.lost, 100),
  averageDealValue: ratio(parts.value, parts.valued),
});

const inRange = (day: string, range: DateRange) => day >= range.startDate && day <= range.endDate;

/** The component rows of deals over a range: one for a creation in it, one for a closing in it, each under its dimension value. */
export function dealRows(deals: readonly CrmDeal[], range: DateRange, dimension: 'date' | DealDimension | null): Array<ComponentRow<DealComponents>> {
  const valueOf = (deal: CrmDeal, day: string) => (dimension === 'date' ? day : dimension ? deal[dimension] : null);
  return deals.flatMap((deal) => {
    const rows: Array<ComponentRow<DealComponents>> = [];
    const value = deal.value ?? 0;
    if (inRange(deal.created, range)) {
      const created = { deals: 1, valued: deal.value === undefined ? 0 : 1, value, weighted: value * deal.probability };
      rows.push({ dimension: valueOf(deal, deal.created), components: { ...NO_DEALS, ...created } });
    }
    if (deal.closed && inRange(deal.closed.day, range)) {
      const closed = deal.closed.won ? { won: 1, wonValue: value } : { lost: 1, lostValue: value };
      rows.push({ dimension: valueOf(deal, deal.closed.day), components: { ...NO_DEALS, ...closed } });
    }
    return rows;
  });
}
