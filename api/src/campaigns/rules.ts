import { alertRuleSchema, type AlertRule, type AlertRuleInput } from '@pulseboard/shared/contracts';

export interface RuleRow {
  id: number;
  kind: 'change' | 'floor';
  metric: string;
  percent: number | null;
  window: number | null;
  floor: number | null;
}

/** A stored rule as the contract says it; the table's check and the write path keep rows readable. */
export const ruleOfRow = (row: RuleRow): AlertRule =>
  alertRuleSchema.parse(
    row.kind === 'change' ? { id: row.id, kind: 'change', metric: row.metric, percent: row.percent, window: row.window } : { id: row.id, kind: 'floor', metric: row.metric, floor: row.floor },
  );

export const rowOfRule = (campaignId: number, rule: AlertRuleInput) =>
  rule.kind === 'change'
    ? { campaignId, kind: rule.kind, metric: rule.metric, percent: rule.percent, window: rule.window, floor: null }
    : { campaignId, kind: rule.kind, metric: rule.metric, percent: null, window: null, floor: rule.floor };

/**
 * The rules a new group starts with: what agencies watch first. Traffic or
 * organic clicks down a quarter in a week, rankings a fifth worse over a
 * month, the site down at its last check, a certificate two weeks from its end.
 */
export const DEFAULT_RULES: readonly AlertRuleInput[] = [
  { kind: 'change', metric: 'sessions', percent: 25, window: 7 },
  { kind: 'change', metric: 'clicks', percent: 25, window: 7 },
  { kind: 'change', metric: 'position', percent: 20, window: 30 },
  { kind: 'floor', metric: 'uptime', floor: 100 },
  { kind: 'floor', metric: 'tlsDaysLeft', floor: 14 },
];
