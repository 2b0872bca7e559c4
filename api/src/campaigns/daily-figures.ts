import type { CampaignMetricId, MetricOrigin } from '@pulseboard/shared/contracts';

/** Figures of one domain gathered from one origin: per metric, per day. */
export interface GatheredFigures {
  origin: MetricOrigin;
  figures: Array<{ metric: CampaignMetricId; day: string; value: number }>;
}

/** A report's rows by day (dimension `date`) turned into figures, `names` mapping the provider's metric to ours. */
export function figuresOfDailyRows(
  origin: MetricOrigin,
  rows: ReadonlyArray<{ dimension: string | null; values: Record<string, number> }>,
  names: Partial<Record<string, CampaignMetricId>>,
): GatheredFigures {
  const figures: GatheredFigures['figures'] = [];
  for (const row of rows) {
    const day = dayOf(row.dimension);
    if (!day) continue;
    for (const [name, metric] of Object.entries(names)) {
      const value = row.values[name];
      if (metric && typeof value === 'number' && Number.isFinite(value)) figures.push({ metric, day, value });
    }
  }
  return { origin, figures };
}

/**
 * A report's rows without its trailing days of nothing but zeros. Connectors
 * answer a day the provider has not reported yet (Search Console's last two
 * or three days) as zeros; read as figures, every domain would seem to
 * collapse each morning. Left out, those days are missing until reported.
 */
export function withoutUnreportedDays<R extends { dimension: string | null; values: Record<string, number> }>(rows: readonly R[]): R[] {
  const byDay = [...rows].sort((a, b) => (a.dimension ?? '').localeCompare(b.dimension ?? ''));
  while (byDay.length && Object.values(byDay[byDay.length - 1]?.values ?? {}).every((value) => value === 0)) byDay.pop();
  return byDay;
}

/** YYYY-MM-DD from the date dimension as connectors give it (GA4's YYYYMMDD included). */
function dayOf(value: string | null): string | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  return compact ? `${compact[1]}-${compact[2]}-${compact[3]}` : null;
}

/** Search Console's click-through rate as a percent per day, from the day's clicks and impressions. */
export function withClickThrough(gathered: GatheredFigures): GatheredFigures {
  const byDay = new Map<string, { clicks?: number; impressions?: number }>();
  for (const { metric, day, value } of gathered.figures) {
    if (metric !== 'clicks' && metric !== 'impressions') continue;
    byDay.set(day, { ...byDay.get(day), [metric]: value });
  }
  const ctr = [...byDay].flatMap(([day, { clicks, impressions }]) =>
    clicks !== undefined && impressions ? [{ metric: 'ctr' as const, day, value: Math.round((clicks / impressions) * 10_000) / 100 }] : [],
  );
  return { ...gathered, figures: [...gathered.figures, ...ctr] };
}
