import type { DateRange } from '@pulseboard/shared/contracts';
import { SAMPLE_CLIENTS, type SampleClient } from '../connectors/demo/clients.js';
import { datasetOf } from '../connectors/demo/datasets/index.js';
import { uniform, unit } from '../connectors/demo/random.js';
import { historicalReport } from '../connectors/demo/report.js';
import { figuresOfDailyRows, withClickThrough, type GatheredFigures } from './daily-figures.js';

/**
 * A sample business for any domain: one of the sample clients' rhythms,
 * chosen and scaled by the domain's name, so every domain gets its own
 * plausible figures, the same ones every day they are asked for.
 */
function sampleClientOf(domain: string): SampleClient {
  const base = SAMPLE_CLIENTS[Math.floor(unit(`${domain}|profile`) * SAMPLE_CLIENTS.length)] ?? SAMPLE_CLIENTS[0];
  if (!base) throw new Error('The sample data has no clients');
  const size = uniform(`${domain}|size`, 0.25, 2.5);
  return { ...base, id: domain, name: domain, visits: Math.max(20, Math.round(base.visits * size)) };
}

const WEB = datasetOf('web');
const SEO = datasetOf('seo');

/** The sample data's figures of a domain over a range: web analytics, search and authority. */
export function sampleFigures(domain: string, range: DateRange): GatheredFigures[] {
  if (!WEB || !SEO) throw new Error('The sample data lost its web or SEO dataset');
  const client = sampleClientOf(domain);
  const web = historicalReport(client, WEB, ['sessions', 'totalUsers', 'conversions'], 'date', range);
  const seo = historicalReport(client, SEO, ['organicClicks', 'organicImpressions', 'averagePosition', 'domainRating', 'backlinks'], 'date', range);
  return [
    figuresOfDailyRows('sample', web.rows, { sessions: 'sessions', totalUsers: 'users', conversions: 'conversions' }),
    withClickThrough(
      figuresOfDailyRows('sample', seo.rows, {
        organicClicks: 'clicks',
        organicImpressions: 'impressions',
        averagePosition: 'position',
        domainRating: 'domainRating',
        backlinks: 'backlinks',
      }),
    ),
  ];
}
