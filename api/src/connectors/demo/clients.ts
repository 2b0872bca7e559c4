import { CAMPAIGNS, CHANNELS, DEVICES, countries, type Entry } from './vocabulary.js';

/**
 * The sample clients a demo source offers as properties: businesses of
 * different sizes and rhythms, so dashboards built on them look like an
 * agency's real portfolio.
 */
export interface SampleClient {
  id: string;
  name: string;
  currency: string;
  /** Where its visitors live: the hour of day real-time traffic peaks is local. */
  timeZone: string;
  busiestHour: number;
  /** Typical sessions a day, before rhythm, season, trend and noise. */
  visits: number;
  /** Traffic factor per weekday, Sunday first. */
  weekdays: readonly number[];
  /** Yearly wave: ± amplitude, highest on this day of the year. */
  season: { amplitude: number; peakDay: number };
  /** How far traffic grows over the years (bounded, so any date stays plausible). */
  growth: number;
  /** Chance a day has a spike (a sale, a viral post, a webinar). */
  spikeChance: number;
  web: { newUserShare: number; pagesPerSession: number; bounceRate: number; sessionSeconds: number; conversionRate: number };
  ads: { impressionsPerVisit: number; ctr: number; cpc: number; conversionRate: number; orderValue: number };
  social: { followers: number; reachPerVisit: number; engagementRate: number };
  seo: { impressionsPerVisit: number; position: number; backlinks: number; domainRating: number };
  shop: { conversionRate: number; orderValue: number };
  dimensions: { channel: readonly Entry[]; campaign: readonly Entry[]; device: readonly Entry[]; country: readonly Entry[]; page: readonly Entry[]; query: readonly Entry[] };
}

const B2C = [1.08, 0.96, 0.94, 0.95, 0.97, 1.02, 1.12];
/** Office hours buyers: weekends are quiet. */
const B2B = [0.42, 1.12, 1.18, 1.15, 1.1, 0.95, 0.38];
const pages = (paths: Array<[string, number]>): Entry[] => paths.map(([value, weight]) => ({ value, weight }));
const queries = (list: Array<[string, number, number]>): Entry[] => list.map(([value, weight, position]) => ({ value, weight, position }));
const common = { channel: CHANNELS, campaign: CAMPAIGNS, device: DEVICES };

export const SAMPLE_CLIENTS: readonly SampleClient[] = [
  {
    id: 'acme-shoes',
    name: 'acme-shoes.com',
    currency: 'USD',
    timeZone: 'America/New_York',
    busiestHour: 20,
    visits: 4200,
    weekdays: B2C,
    season: { amplitude: 0.16, peakDay: 330 },
    growth: 0.25,
    spikeChance: 0.025,
    web: { newUserShare: 0.62, pagesPerSession: 3.1, bounceRate: 0.41, sessionSeconds: 165, conversionRate: 0.024 },
    ads: { impressionsPerVisit: 6, ctr: 0.032, cpc: 0.85, conversionRate: 0.045, orderValue: 92 },
    social: { followers: 48_000, reachPerVisit: 3.2, engagementRate: 0.038 },
    seo: { impressionsPerVisit: 11, position: 9, backlinks: 5_400, domainRating: 46 },
    shop: { conversionRate: 0.021, orderValue: 92 },
    dimensions: {
      ...common,
      country: countries({ 'United States': 62, Canada: 10, 'United Kingdom': 8, Australia: 6, Germany: 4, France: 3, Netherlands: 3, Spain: 2, Italy: 1, India: 1 }),
      page: pages([
        ['/', 24],
        ['/collections/running', 16],
        ['/collections/sneakers', 13],
        ['/products/trailblazer-gtx', 9],
        ['/products/cloudrunner-2', 8],
        ['/sale', 12],
        ['/blog/how-to-choose-running-shoes', 10],
        ['/cart', 8],
      ]),
      query: queries([
        ['acme shoes', 22, 1.2],
        ['running shoes', 18, 8.4],
        ['trail running shoes waterproof', 12, 5.1],
        ['best running shoes for flat feet', 10, 11.3],
        ['sneakers sale', 12, 14.7],
        ['acme trailblazer review', 8, 2.3],
        ['wide fit running shoes', 9, 9.8],
        ['shoe size guide', 9, 6.5],
      ]),
    },
  },
  {
    id: 'northwind-travel',
    name: 'northwind-travel.com',
    currency: 'EUR',
    timeZone: 'Europe/Berlin',
    busiestHour: 21,
    visits: 9800,
    weekdays: [1.1, 1.02, 0.97, 0.95, 0.93, 0.96, 1.05],
    season: { amplitude: 0.24, peakDay: 20 },
    growth: 0.12,
    spikeChance: 0.015,
    web: { newUserShare: 0.7, pagesPerSession: 4.2, bounceRate: 0.36, sessionSeconds: 240, conversionRate: 0.008 },
    ads: { impressionsPerVisit: 5, ctr: 0.041, cpc: 1.35, conversionRate: 0.018, orderValue: 640 },
    social: { followers: 125_000, reachPerVisit: 2.4, engagementRate: 0.027 },
    seo: { impressionsPerVisit: 14, position: 12, backlinks: 18_200, domainRating: 58 },
    shop: { conversionRate: 0.007, orderValue: 640 },
    dimensions: {
      ...common,
      country: countries({ Germany: 38, Netherlands: 14, France: 10, 'United Kingdom': 10, 'United States': 8, Spain: 6, Italy: 6, Canada: 3, India: 3, Australia: 2 }),
      page: pages([
        ['/', 20],
        ['/destinations/lisbon', 14],
        ['/destinations/iceland', 13],
        ['/deals/last-minute', 17],
        ['/tours/northern-lights', 11],
        ['/blog/packing-list', 10],
        ['/booking', 9],
        ['/contact', 6],
      ]),
      query: queries([
        ['northwind travel', 20, 1.1],
        ['iceland northern lights tour', 14, 4.8],
        ['lisbon city break', 13, 7.6],
        ['last minute holidays', 15, 18.2],
        ['cheap flights to lisbon', 10, 24.5],
        ['iceland travel tips', 11, 6.3],
        ['family holiday packages', 9, 13.9],
        ['travel insurance europe', 8, 21.4],
      ]),
    },
  },
  {
    id: 'bluebird-bakery',
    name: 'Bluebird Bakery',
    currency: 'GBP',
    timeZone: 'Europe/London',
    busiestHour: 8,
    visits: 380,
    weekdays: [1.2, 0.8, 0.85, 0.9, 0.95, 1.15, 1.4],
    season: { amplitude: 0.12, peakDay: 350 },
    growth: 0.18,
    spikeChance: 0.03,
    web: { newUserShare: 0.55, pagesPerSession: 2.3, bounceRate: 0.48, sessionSeconds: 95, conversionRate: 0.045 },
    ads: { impressionsPerVisit: 4, ctr: 0.052, cpc: 0.6, conversionRate: 0.08, orderValue: 24 },
    social: { followers: 6_200, reachPerVisit: 9, engagementRate: 0.061 },
    seo: { impressionsPerVisit: 9, position: 6, backlinks: 310, domainRating: 21 },
    shop: { conversionRate: 0.038, orderValue: 24 },
    dimensions: {
      ...common,
      country: countries({ 'United Kingdom': 90, 'United States': 3, France: 2, Germany: 1, Spain: 1, Italy: 1, Netherlands: 1, India: 1 }),
      page: pages([
        ['/', 26],
        ['/menu', 20],
        ['/order-online', 15],
        ['/cakes/celebration', 11],
        ['/visit-us', 12],
        ['/about', 5],
        ['/blog/sourdough-starter', 7],
        ['/gift-cards', 4],
      ]),
      query: queries([
        ['bluebird bakery', 26, 1],
        ['bakery near me', 18, 5.9],
        ['sourdough bread near me', 12, 7.2],
        ['birthday cake order', 10, 9.1],
        ['best croissants in town', 9, 4.4],
        ['sourdough starter guide', 11, 3.8],
        ['vegan cake delivery', 7, 12.6],
        ['bakery open sunday', 7, 8.3],
      ]),
    },
  },
  {
    id: 'helix-crm',
    name: 'helixcrm.io',
    currency: 'USD',
    timeZone: 'America/Los_Angeles',
    busiestHour: 11,
    visits: 2600,
    weekdays: B2B,
    season: { amplitude: 0.1, peakDay: 75 },
    growth: 0.35,
    spikeChance: 0.02,
    web: { newUserShare: 0.58, pagesPerSession: 3.6, bounceRate: 0.52, sessionSeconds: 200, conversionRate: 0.031 },
    ads: { impressionsPerVisit: 7, ctr: 0.024, cpc: 4.8, conversionRate: 0.034, orderValue: 1_180 },
    social: { followers: 21_500, reachPerVisit: 1.8, engagementRate: 0.019 },
    seo: { impressionsPerVisit: 16, position: 14, backlinks: 9_700, domainRating: 52 },
    shop: { conversionRate: 0.004, orderValue: 1_180 },
    dimensions: {
      ...common,
      country: countries({ 'United States': 48, 'United Kingdom': 12, Canada: 8, Germany: 8, India: 7, Australia: 6, Netherlands: 5, France: 3, Spain: 2, Italy: 1 }),
      page: pages([
        ['/', 22],
        ['/pricing', 18],
        ['/features/pipeline', 12],
        ['/integrations', 9],
        ['/demo', 10],
        ['/blog/sales-forecasting', 14],
        ['/customers', 6],
        ['/signup', 9],
      ]),
      query: queries([
        ['helix crm', 20, 1.1],
        ['crm for small business', 16, 9.7],
        ['sales pipeline software', 13, 7.9],
        ['best crm for startups', 11, 12.4],
        ['sales forecasting template', 14, 4.2],
        ['helix crm pricing', 9, 1.4],
        ['hubspot alternatives', 9, 15.8],
        ['pipeline management tips', 8, 6.7],
      ]),
    },
  },
];

export function sampleClient(id: string): SampleClient | undefined {
  return SAMPLE_CLIENTS.find((client) => client.id === id);
}
