import type { AlertRuleInput, CampaignMetricId, ChangeScope } from '@pulseboard/shared/contracts';
import { judge } from './rule-judgement.js';
import { badWayChange, type WindowFigures } from './metric-window.js';

/**
 * Below this spread (in percentage points) a group's changes count as equal:
 * in a group that barely moved, a 3-point wobble is not "unusual".
 */
const MIN_SPREAD_POINTS = 5;
/** Scales the median absolute deviation to a standard deviation for normally spread changes. */
const MAD_TO_SIGMA = 1.4826;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * How unusual each domain's changes are within its group: for every metric,
 * the distance of the domain's change from the group's median in robust
 * standard deviations (median absolute deviation, so one collapsing domain
 * does not hide itself by widening the spread), and the largest of those.
 * A domain without a metric to compare scores 0.
 */
export function unusualness(changes: ReadonlyMap<number, Partial<Record<CampaignMetricId, number | null>>>): Map<number, number> {
  const byMetric = new Map<CampaignMetricId, Array<[number, number]>>();
  for (const [domainId, metrics] of changes) {
    for (const [metric, change] of Object.entries(metrics) as Array<[CampaignMetricId, number | null]>) {
      if (change === null) continue;
      const list = byMetric.get(metric) ?? [];
      list.push([domainId, change]);
      byMetric.set(metric, list);
    }
  }
  const scores = new Map<number, number>([...changes.keys()].map((domainId) => [domainId, 0]));
  for (const list of byMetric.values()) {
    if (list.length < 2) continue;
    const values = list.map(([, change]) => change);
    const centre = median(values);
    const spread = Math.max(MAD_TO_SIGMA * median(values.map((value) => Math.abs(value - centre))), MIN_SPREAD_POINTS);
    for (const [domainId, change] of list) {
      const score = Math.abs(change - centre) / spread;
      if (score > (scores.get(domainId) ?? 0)) scores.set(domainId, Math.round(score * 100) / 100);
    }
  }
  return scores;
}

/**
 * Whether another domain moved like this one on the rule: for a change, the
 * bad way by at least half as much as this domain did (and half the rule's
 * threshold); for a floor, under the same floor.
 */
function movedAlike(rule: AlertRuleInput, own: Pick<WindowFigures, 'latest' | 'change'>, other: Pick<WindowFigures, 'latest' | 'change'>): boolean | null {
  if (rule.kind === 'floor') return judge(rule, other) === 'no_data' ? null : judge(rule, other) === 'breached';
  if (own.change === null || other.change === null) return null;
  const bar = Math.max(badWayChange(rule.metric, own.change) / 2, rule.percent / 2);
  return badWayChange(rule.metric, other.change) >= bar;
}

/**
 * Whether a breach is the domain's own or its group's: group-wide when at
 * least half of the other domains with figures moved alike, so a domain
 * collapsing while its group dips with the season is still its own. A
 * domain alone in its group, or among domains without figures, cannot be placed.
 */
export function breachScope(rule: AlertRuleInput, own: Pick<WindowFigures, 'latest' | 'change'>, others: ReadonlyArray<Pick<WindowFigures, 'latest' | 'change'>>): ChangeScope | null {
  const judged = others.map((other) => movedAlike(rule, own, other)).filter((alike): alike is boolean => alike !== null);
  if (judged.length === 0) return null;
  const alike = judged.filter(Boolean).length;
  return alike * 2 >= judged.length ? 'group-wide' : 'domain-only';
}
