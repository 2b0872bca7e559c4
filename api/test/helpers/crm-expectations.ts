import { wallClockOf } from '@pulseboard/shared/dates';
import type { FakeDeal } from '../../src/sandbox/crm/deal-flow.js';

type Range = { startDate: string; endDate: string };

/**
 * What a CRM report over a range must add up to, counted straight from the
 * fake's own deals (not from what it sent): deals created on a day of the
 * range in the dashboard's zone; won and lost ones on their closing day,
 * which `closedDay` reads as the provider reports it.
 */
export function expectedFigures(deals: readonly FakeDeal[], range: Range, options: { timezone: string; currency: string; closedDay: (deal: FakeDeal) => string }) {
  const inRange = (day: string) => day >= range.startDate && day <= range.endDate;
  const created = deals.filter((deal) => inRange(wallClockOf(new Date(deal.createdAt), options.timezone).day));
  const closed = deals.filter((deal) => deal.closedAt !== null && inRange(options.closedDay(deal)));
  const money = (list: FakeDeal[]) => list.filter((deal) => deal.currency === options.currency).reduce((sum, deal) => sum + deal.value, 0);
  const won = closed.filter((deal) => deal.stage.outcome === 'won');
  const lost = closed.filter((deal) => deal.stage.outcome === 'lost');
  return {
    deals: created.length,
    pipelineValue: money(created),
    weightedValue: created.filter((deal) => deal.currency === options.currency).reduce((sum, deal) => sum + (deal.value * deal.stage.probability) / 100, 0),
    /** Deals created in the account's currency: what the average is over. */
    valued: created.filter((deal) => deal.currency === options.currency).length,
    wonDeals: won.length,
    wonValue: money(won),
    lostDeals: lost.length,
    lostValue: money(lost),
  };
}

export const sumOf = (rows: ReadonlyArray<{ values: Record<string, number> }>, metric: string) => rows.reduce((total, row) => total + (row.values[metric] ?? 0), 0);
