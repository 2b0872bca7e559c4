import { campaignMetricOf, type AlertRuleInput } from '@pulseboard/shared';
import { formatMetricValue } from '../format.js';

/** A rule in words: "Sessions falls by 25 % or more over 7 days", "Avg. position rises by…", "Uptime below 100 %". */
export function ruleInWords(rule: AlertRuleInput): string {
  const metric = campaignMetricOf(rule.metric);
  if (rule.kind === 'floor') return `${metric.label} below ${formatMetricValue(rule.metric, rule.floor)}`;
  const worsens = metric.better === 'up' ? 'falls' : 'rises';
  return `${metric.label} ${worsens} by ${rule.percent} % or more over ${rule.window} days`;
}
