import { parse } from 'tldts';
import { addDays, dayParts } from '@pulseboard/shared/dates';
import type { Snapshot } from '../seo/series.js';
import type { ConnectorContext } from '../types.js';
import { csvNumber, type CsvRow } from './csv.js';
import type { SemrushApi } from './semrush-api.js';

/** What one Semrush domain question needs: the site, its database, and the first day whose figure is needed (the range's start, or the measurement before it). */
export interface DomainQuestion {
  target: string;
  database: string;
  since: string;
  today: string;
}

/** Ten years of monthly history at most: Semrush charges each line, and older data does not change. */
const MAX_MONTHS = 120;

/** Months from `since`'s to `today`'s, both counted: the lines a monthly history needs. */
function monthsFrom(since: string, today: string): number {
  const from = dayParts(since);
  const to = dayParts(today);
  return Math.min(MAX_MONTHS, Math.max(1, (to.year - from.year) * 12 + to.month - from.month + 1));
}

/** Semrush's report columns of the domain figures, by our metric names. */
const RANK_COLUMNS = { semrushRank: 'Rank', organicKeywords: 'Organic Keywords', organicTraffic: 'Organic Traffic', organicTrafficValue: 'Organic Cost' };

const rankValues = (row: CsvRow) => Object.fromEntries(Object.entries(RANK_COLUMNS).map(([metric, column]) => [metric, csvNumber(row[column])]));

/** "20240115" (the 15th, Semrush's monthly update) as a calendar day. */
const dayOfStamp = (stamp: string) => `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}`;

/** The domain's organic figures at each monthly update since `since` (`domain_rank_history`, newest first). */
export async function rankHistory(api: SemrushApi, context: ConnectorContext, question: DomainQuestion): Promise<Snapshot[]> {
  const rows = await api.report(context, {
    type: 'domain_rank_history',
    domain: question.target,
    database: question.database,
    export_columns: 'Rk,Or,Ot,Oc,Dt',
    display_sort: 'dt_desc',
    display_limit: String(monthsFrom(question.since, question.today)),
  });
  return rows.filter((row) => /^\d{8}$/.test(row.Date ?? '')).map((row) => ({ date: dayOfStamp(row.Date!), values: rankValues(row) }));
}

/** The domain's organic figures now (`domain_rank`), as today's measurement. */
export async function rankNow(api: SemrushApi, context: ConnectorContext, question: DomainQuestion): Promise<Snapshot[]> {
  const rows = await api.report(context, { type: 'domain_rank', domain: question.target, database: question.database, export_columns: 'Rk,Or,Ot,Oc' });
  return rows.slice(0, 1).map((row) => ({ date: question.today, values: rankValues(row) }));
}

/** Backlink reports take a root domain ("acme.com") or, for a subdomain, that host alone. */
const targetType = (target: string) => (parse(target).domain === target ? 'root_domain' : 'domain');

const HISTORY_COLUMNS = { authorityScore: 'score', backlinks: 'backlinks_num', referringDomains: 'domains_num', newBacklinks: 'backlinks_new_num', lostBacklinks: 'backlinks_lost_num' };

/** A Unix time in seconds as its UTC day. */
const dayOfUnix = (seconds: string) => new Date(Number(seconds) * 1000).toISOString().slice(0, 10);

/** The backlink profile at each monthly measurement since `since` (`backlinks_historical`), with the links found and lost since the one before. */
export async function backlinkHistory(api: SemrushApi, context: ConnectorContext, question: DomainQuestion): Promise<Snapshot[]> {
  const rows = await api.backlinks(context, {
    type: 'backlinks_historical',
    target: question.target,
    target_type: targetType(question.target),
    export_columns: Object.values(HISTORY_COLUMNS).join(',') + ',date',
    timespan: 'months',
    // One line more: the measurement that opens the first month reports its new and lost links.
    display_limit: String(monthsFrom(addDays(question.since, -31), question.today)),
  });
  return rows
    .filter((row) => /^\d+$/.test(row.date ?? ''))
    .map((row) => ({ date: dayOfUnix(row.date!), values: Object.fromEntries(Object.entries(HISTORY_COLUMNS).map(([metric, column]) => [metric, csvNumber(row[column])])) }));
}

/** The backlink profile now (`backlinks_overview`), as today's measurement (it has no new or lost links). */
export async function backlinksNow(api: SemrushApi, context: ConnectorContext, question: DomainQuestion): Promise<Snapshot[]> {
  const rows = await api.backlinks(context, { type: 'backlinks_overview', target: question.target, target_type: targetType(question.target), export_columns: 'ascore,total,domains_num' });
  return rows.slice(0, 1).map((row) => ({ date: question.today, values: { authorityScore: csvNumber(row.ascore), backlinks: csvNumber(row.total), referringDomains: csvNumber(row.domains_num) } }));
}
