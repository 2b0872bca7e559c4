import type { CampaignView, DomainView, MetricCell } from '@pulseboard/shared';

const cell = (value: number, change: number | null): MetricCell => ({ value, change, series: [1, 2, null, 4, 5, 6, 7], origin: 'sample' });

function domainView(overrides: Partial<DomainView> & Pick<DomainView, 'id' | 'domain'>): DomainView {
  return {
    createdAt: '2026-11-01T00:00:00.000Z',
    state: 'ok',
    unusual: 0,
    scope: null,
    cells: { sessions: cell(1000, 2), position: cell(8, -5) },
    alerts: [],
    check: null,
    collectedAt: '2026-11-20T06:00:00.000Z',
    snooze: null,
    ...overrides,
  };
}

/** A group of three domains: shop.com falling alone and alerting, ranked first by the server. */
export function campaignView(overrides: Partial<CampaignView> = {}): CampaignView {
  return {
    campaign: { id: 7, name: 'Retail', domainsCount: 3, alertingCount: 1, worstChange: null, createdAt: '2026-11-01T00:00:00.000Z' },
    days: 7,
    asOf: '2026-11-20',
    timezone: 'UTC',
    metrics: ['sessions', 'position'],
    rules: [
      { id: 1, kind: 'change', metric: 'sessions', percent: 25, window: 7 },
      { id: 2, kind: 'floor', metric: 'uptime', floor: 100 },
    ],
    domains: [
      domainView({
        id: 11,
        domain: 'shop.com',
        state: 'alerting',
        unusual: 6.2,
        scope: 'domain-only',
        cells: { sessions: cell(400, -60), position: cell(12, 30) },
        alerts: [{ ruleId: 1, metric: 'sessions', state: 'alerting', since: '2026-11-20T06:00:00.000Z', value: 400, change: -60, scope: 'domain-only', snooze: null }],
      }),
      domainView({ id: 12, domain: 'alpha.com', cells: { sessions: cell(900, 10), position: cell(5, -2) } }),
      domainView({ id: 13, domain: 'beta.com', cells: { sessions: cell(700, -8), position: cell(9, 1) } }),
    ],
    ...overrides,
  };
}
