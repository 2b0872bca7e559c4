import { campaignMetricOf, formatNumber, type CampaignMetricId, type DomainAlert } from '@pulseboard/shared';

const PLAIN = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

/** A metric's value as Mission Control shows it: counts, percents, positions, milliseconds or days. */
export function formatMetricValue(metric: CampaignMetricId, value: number | null): string {
  if (value === null) return '–';
  switch (campaignMetricOf(metric).format) {
    case 'percent':
      return `${PLAIN.format(value)} %`;
    case 'milliseconds':
      return formatNumber(value, { format: 'time', timeUnit: 'milliseconds' });
    case 'days':
      return `${PLAIN.format(value)} d`;
    case 'decimal':
      return PLAIN.format(value);
    default:
      return formatNumber(value);
  }
}

/** A change in percent with its sign: "+12.5 %", "−30 %". */
export function formatChange(change: number | null): string {
  if (change === null) return '–';
  const size = PLAIN.format(Math.abs(change));
  return change > 0 ? `+${size} %` : change < 0 ? `−${size} %` : '0 %';
}

/** What an alert says: its change ("−30 %"), or for a floor, which has none, the figure under it ("at 0 %"). */
export function formatAlertFigure({ metric, value, change }: Pick<DomainAlert, 'metric' | 'value' | 'change'>): string {
  return change === null && value !== null ? `at ${formatMetricValue(metric, value)}` : formatChange(change);
}

export type ChangeTone = 'good' | 'bad' | 'flat';

/** Whether a change is good news: a rising position or response time is bad, like falling sessions. */
export function changeTone(metric: CampaignMetricId, change: number | null): ChangeTone {
  if (change === null || change === 0) return 'flat';
  return change > 0 === (campaignMetricOf(metric).better === 'up') ? 'good' : 'bad';
}
