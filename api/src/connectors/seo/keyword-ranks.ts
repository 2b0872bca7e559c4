import type { DateRange, MetricDefinition } from '@pulseboard/shared/contracts';
import { daysBetween } from '../demo/calendar.js';
import type { ConnectorResult } from '../types.js';

/**
 * The metrics of a rank tracker (Rank Ranger, SE Ranking, AccuRanker): each
 * provider reads its own answer into checks of tracked keywords, and the
 * figures are made from those checks the same way for all of them.
 */

/** One check of one tracked keyword on one day. */
export interface RankCheck {
  keyword: string;
  /** The engine and location the keyword is tracked on ("Google United States"): the same keyword on two of them is two tracked keywords. */
  searchEngine: string;
  /** YYYY-MM-DD. */
  date: string;
  /** Position in the results; null when the site is not among the results the tracker reads (its top 100). */
  position: number | null;
  /** Monthly searches of the keyword, where the tracker has them. */
  searchVolume?: number;
}

/**
 * Levels (positions, keyword counts, searches) are read at each keyword's
 * latest check in a row, and are unknown, not 0, where there was no check
 * (`average`); movements between checks add up (`sum`). Every metric's range
 * total is the same computation over all checks, not a sum or mean of rows.
 */
export const RANK_METRICS: readonly MetricDefinition[] = [
  { name: 'averagePosition', label: 'Average position', format: 'average', aggregation: 'average', inverted: true },
  { name: 'position', label: 'Position', format: 'average', aggregation: 'average', inverted: true },
  { name: 'positionChange', label: 'Places gained', format: 'number', aggregation: 'sum' },
  { name: 'trackedKeywords', label: 'Tracked keywords', format: 'number', aggregation: 'average' },
  { name: 'rankedKeywords', label: 'Keywords in top 100', format: 'number', aggregation: 'average' },
  { name: 'top3Keywords', label: 'Keywords in top 3', format: 'number', aggregation: 'average' },
  { name: 'top10Keywords', label: 'Keywords in top 10', format: 'number', aggregation: 'average' },
  { name: 'keywordsUp', label: 'Keywords up', format: 'number', aggregation: 'sum' },
  { name: 'keywordsDown', label: 'Keywords down', format: 'number', aggregation: 'sum' },
  { name: 'searchVolume', label: 'Search volume', format: 'number', aggregation: 'average' },
];

/** The positions: a row, or a range, without a ranked check has none. */
const POSITIONS = new Set(['averagePosition', 'position']);

export const RANK_DIMENSIONS = [
  { name: 'date', label: 'Date' },
  { name: 'keyword', label: 'Keyword' },
  { name: 'searchEngine', label: 'Search engine' },
];

const DIMENSION_OF: Record<string, (check: RankCheck) => string> = {
  date: (check) => check.date,
  keyword: (check) => check.keyword,
  searchEngine: (check) => check.searchEngine,
};

const trackedKey = (check: RankCheck) => `${check.keyword}\u0000${check.searchEngine}`;

function groupBy(checks: readonly RankCheck[], keyOf: (check: RankCheck) => string, groups = new Map<string, RankCheck[]>()): Map<string, RankCheck[]> {
  for (const check of checks) {
    const group = groups.get(keyOf(check));
    if (group) group.push(check);
    else groups.set(keyOf(check), [check]);
  }
  return groups;
}
const mean = (values: readonly number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : undefined);

/** Every check of each tracked keyword, oldest first. */
function trailsOf(checks: readonly RankCheck[]): Map<string, RankCheck[]> {
  return groupBy(
    [...checks].sort((a, b) => a.date.localeCompare(b.date)),
    trackedKey,
  );
}

/** The check each check follows, of the same tracked keyword. */
function previousChecks(checks: readonly RankCheck[]): Map<RankCheck, RankCheck> {
  const previous = new Map<RankCheck, RankCheck>();
  for (const trail of trailsOf(checks).values()) {
    for (let index = 1; index < trail.length; index += 1) previous.set(trail[index]!, trail[index - 1]!);
  }
  return previous;
}

/**
 * The figures of one row's checks. `averagePosition` is the plain mean of
 * every ranked check in the row; `position` the plain mean of each keyword's
 * latest position. An unranked check is never a position of 0: it is left
 * out of both, and a row with no ranked check has no position at all (left
 * out, so the widget shows it empty). A keyword's movement is from the check
 * before the row's first one (the row's first itself at the start of the
 * data) to the row's last, counted only when both are ranked: by date, the
 * day's move; over a range, the range's.
 */
function rowValues(checks: readonly RankCheck[], previous: Map<RankCheck, RankCheck>, metrics: readonly string[]): Record<string, number> {
  // A day without a check (a weekly campaign's other days) is unknown rather than a day of nothing.
  if (!checks.length) return {};
  const byKeyword = trailsOf(checks);
  const latest: number[] = [];
  let top3 = 0;
  let top10 = 0;
  let up = 0;
  let down = 0;
  let gained = 0;
  let volume = 0;
  for (const trail of byKeyword.values()) {
    const first = trail[0]!;
    const last = trail[trail.length - 1]!;
    volume += last.searchVolume ?? 0;
    if (last.position !== null) {
      latest.push(last.position);
      if (last.position <= 3) top3 += 1;
      if (last.position <= 10) top10 += 1;
    }
    const from = previous.get(first) ?? first;
    if (from.position !== null && last.position !== null) {
      const move = from.position - last.position;
      gained += move;
      if (move > 0) up += 1;
      if (move < 0) down += 1;
    }
  }
  const all: Record<string, number | undefined> = {
    averagePosition: mean(checks.flatMap((check) => (check.position === null ? [] : [check.position]))),
    position: mean(latest),
    positionChange: gained,
    trackedKeywords: byKeyword.size,
    rankedKeywords: latest.length,
    top3Keywords: top3,
    top10Keywords: top10,
    keywordsUp: up,
    keywordsDown: down,
    searchVolume: volume,
  };
  return Object.fromEntries(metrics.flatMap((metric) => (all[metric] === undefined ? [] : [[metric, all[metric]]])));
}

/**
 * A rank tracker's checks as the connector result: one row for the whole
 * range, one per day of it (a day without checks has no figures), or one
 * per keyword or search engine; the totals are the whole range's figures.
 */
export function rankResult(checks: readonly RankCheck[], metrics: string[], dimension: string | null, range: DateRange): ConnectorResult {
  const inRange = checks.filter((check) => check.date >= range.startDate && check.date <= range.endDate);
  const previous = previousChecks(inRange);
  // A range without any check has no keywords and no movement: its counts are 0, its positions none.
  const totals = inRange.length ? rowValues(inRange, previous, metrics) : Object.fromEntries(metrics.filter((metric) => !POSITIONS.has(metric)).map((metric) => [metric, 0]));
  if (!dimension) return { dimension: null, metrics, rows: [{ dimension: null, values: totals }], totals };
  const valueOf = DIMENSION_OF[dimension];
  if (!valueOf) throw new Error(`No rank dimension ${dimension}`);
  // By date, every day of the range has its row, in order.
  const days = new Map(dimension === 'date' ? daysBetween(range.startDate, range.endDate).map(({ iso }): [string, RankCheck[]] => [iso, []]) : []);
  const groups = groupBy(inRange, valueOf, days);
  const rows = [...groups].map(([value, group]) => ({ dimension: value, values: rowValues(group, previous, metrics) }));
  return { dimension, metrics, rows, totals };
}
