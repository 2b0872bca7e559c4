import { addDays } from '@pulseboard/shared/dates';
import { dayIndex, daysBetween } from '../../connectors/demo/calendar.js';
import { jitter, unit } from '../../connectors/demo/random.js';
import { clickShare, localVolume, positionOn, topicKeywords, topicOf } from '../seo/keyword-positions.js';

/**
 * What Serpstat knows of any domain, in a search engine database ("g_us"),
 * a pure function of the names and the day: a database update every two
 * weeks with the domain's keywords, traffic and visibility, and its top-100
 * keywords as of the latest update.
 */

/** Serpstat refreshes a database every two weeks or so: here on days whose index is a multiple of 14. */
const UPDATE_EVERY_DAYS = 14;

/** A point of getDomainsHistory, in Serpstat's fields. */
export interface HistoryPoint {
  domain: string;
  date: string;
  keywords: number;
  traff: number;
  visible: number;
  visible_static: number;
  new_keywords: number;
  out_keywords: number;
  rised_keywords: number;
  down_keywords: number;
  ad_keywords: number;
  ads: number;
}

/** A row of getDomainKeywords, in Serpstat's fields. */
export interface KeywordRow {
  domain: string;
  subdomain: string;
  keyword: string;
  keyword_length: number;
  url: string;
  position: number;
  types: string[];
  found_results: number;
  cost: number;
  concurrency: number;
  region_queries_count: number;
  region_queries_count_wide: number;
  geo_names: string[];
  traff: number;
  difficulty: number;
  dynamic: number;
}

/** The country of a database: "g_uk" is the United Kingdom, "bing_us" Bing's United States. */
const countryOf = (se: string) => se.slice(se.indexOf('_') + 1);

/** The day a database was last updated on or before `day`. */
function lastUpdateOn(day: string): string {
  return addDays(day, -(((dayIndex(day) % UPDATE_EVERY_DAYS) + UPDATE_EVERY_DAYS) % UPDATE_EVERY_DAYS));
}

/** The domain's figures at one update: a size of its own, growing or shrinking a little a year, a few percent apart from update to update. */
function pointOn(domain: string, se: string, date: string): HistoryPoint {
  const seed = `${domain}|${se}`;
  const share = localVolume(1000, countryOf(se)) / 1000;
  const size = Math.exp(Math.log(600) + unit(`${seed}|size`) * Math.log(40)) * share;
  const growth = (1 + (unit(`${seed}|growth`) * 0.7 - 0.2)) ** ((dayIndex(date) - dayIndex('2026-01-01')) / 365.25);
  const keywords = Math.max(1, Math.round(size * growth * jitter(`${seed}|${date}|keywords`, 0.03)));
  const traff = Math.round(keywords * (3 + 9 * unit(`${seed}|traffic`)) * jitter(`${seed}|${date}|traff`, 0.05));
  const visible = Math.round((traff / 400_000) * 100_000) / 100_000;
  const part = (name: string, rate: number) => Math.round(keywords * rate * jitter(`${seed}|${date}|${name}`, 0.2));
  return {
    domain,
    date,
    keywords,
    traff,
    visible,
    visible_static: visible,
    new_keywords: part('new', 0.06),
    out_keywords: part('out', 0.055),
    rised_keywords: part('rised', 0.09),
    down_keywords: part('down', 0.085),
    ad_keywords: part('ads', 0.01),
    ads: part('ad-copies', 0.008),
  };
}

/** The first update a domain was seen in: some domains are younger than others. */
const firstSeen = (domain: string) => lastUpdateOn(addDays('2019-01-01', Math.floor(unit(`${domain}|born`) * 1800)));

/** The database updates between two days (both included), oldest first. */
export function domainHistory(domain: string, se: string, from: string, to: string): HistoryPoint[] {
  const first = firstSeen(domain);
  return daysBetween(from > first ? from : first, to)
    .filter((day) => day.index % UPDATE_EVERY_DAYS === 0)
    .map((day) => pointOn(domain, se, day.iso));
}

/** The domain's keywords in the top 100 at the database's latest update before `today`, with the change since the update before. */
export function domainKeywords(domain: string, se: string, today: string): KeywordRow[] {
  const update = lastUpdateOn(addDays(today, -1));
  const previous = addDays(update, -UPDATE_EVERY_DAYS);
  return topicKeywords(topicOf(domain)).flatMap(({ keyword, volume }) => {
    const seed = `serpstat|${domain}|${se}|${keyword}`;
    const position = positionOn(seed, update);
    if (position === null) return [];
    const before = positionOn(seed, previous);
    const searches = localVolume(volume, countryOf(se));
    return [
      {
        domain,
        subdomain: `www.${domain}`,
        keyword,
        keyword_length: keyword.split(' ').length,
        url: `https://www.${domain}/${keyword.replace(/\s+/g, '-')}`,
        position,
        types: ['related_search', 'also_asks'],
        found_results: Math.round(searches * 4_000 * jitter(`${seed}|found`, 0.5)),
        cost: Math.round(unit(`${seed}|cost`) * 300) / 100,
        concurrency: Math.round(unit(`${seed}|concurrency`) * 100),
        region_queries_count: searches,
        region_queries_count_wide: Math.round(searches * 1.4),
        geo_names: [],
        traff: Math.round(searches * clickShare(position)),
        difficulty: Math.round(unit(`${seed}|difficulty`) * 100),
        dynamic: before === null ? 0 : before - position,
      },
    ];
  });
}
