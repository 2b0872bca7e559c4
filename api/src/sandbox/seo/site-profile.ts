import { dayIndex, daysBetween } from '../../connectors/demo/calendar.js';
import { jitter, unit } from '../../connectors/demo/random.js';
import { clickShare, localVolume, positionOn, topicKeywords, topicOf } from './keyword-positions.js';

/**
 * What the backlink and keyword tools' fakes (Semrush, Ahrefs) know of any
 * site on any day, a pure function of its name and the day: a link profile
 * growing or shrinking a little each year, an authority that follows it, and
 * organic keywords and traffic in a country. Every fake answers the same
 * question the same way, for any range, without storing anything.
 */

export interface SiteDay {
  /** 0-100, as Domain Rating and Authority Score go. */
  authority: number;
  referringDomains: number;
  backlinks: number;
  /** Links found and lost that day. */
  newBacklinks: number;
  lostBacklinks: number;
  organicKeywords: number;
  /** Visits a month from organic search, as the tools estimate them. */
  organicTraffic: number;
  /** What that traffic would cost in ads, in US dollars. */
  organicValue: number;
  /** The site's place among all sites by organic traffic (1 is the most visited). */
  rank: number;
}

const YEAR = 365.25;
const EPOCH = dayIndex('2026-01-01');

/** The share of a country's searches against the United States', for the organic figures of a local database. */
const countryShare = (country: string) => localVolume(1000, country) / 1000;

/** The site's figures on a day, in a country's searches (`us`, `uk`, `de`...; links are the same everywhere). */
export function siteOn(site: string, day: string, country = 'us'): SiteDay {
  const years = (dayIndex(day) - EPOCH) / YEAR;
  const linkGrowth = unit(`${site}|link-growth`) * 0.5 - 0.1;
  const size = Math.exp(Math.log(200) + unit(`${site}|size`) * Math.log(50));
  const referringDomains = Math.max(1, Math.round(size * (1 + linkGrowth) ** years * jitter(`${site}|${day}|refdomains`, 0.003)));
  const backlinks = Math.round(referringDomains * (8 + 30 * unit(`${site}|depth`)) * jitter(`${site}|${day}|backlinks`, 0.004));
  const newBacklinks = Math.round(backlinks * 0.003 * jitter(`${site}|${day}|new`, 0.3));
  const lostBacklinks = Math.max(0, Math.round(newBacklinks - (backlinks * linkGrowth) / YEAR));
  const authority = Math.min(95, Math.max(1, Math.round((12 * Math.log(referringDomains) - 35 + 10 * unit(`${site}|authority`)) * 10) / 10));
  const seasonal = 1 + 0.08 * Math.sin((2 * Math.PI * dayIndex(day)) / YEAR + 6 * unit(`${site}|season`));
  const organicKeywords = Math.max(
    1,
    Math.round(referringDomains * (1.5 + 6 * unit(`${site}|keywords`)) * countryShare(country) * (1 + linkGrowth / 2) ** years * jitter(`${site}|${day}|keywords`, 0.01)),
  );
  const organicTraffic = Math.round(organicKeywords * (2 + 10 * unit(`${site}|traffic`)) * seasonal * jitter(`${site}|${day}|traffic`, 0.02));
  const organicValue = Math.round(organicTraffic * (0.2 + 2 * unit(`${site}|cpc`)) * 100) / 100;
  return { authority, referringDomains, backlinks, newBacklinks, lostBacklinks, organicKeywords, organicTraffic, organicValue, rank: Math.max(1, Math.round(4e9 / (organicTraffic + 1) ** 1.2)) };
}

/** Links found and lost over days, both included. */
export function linksBetween(site: string, from: string, to: string): { newBacklinks: number; lostBacklinks: number } {
  return daysBetween(from, to).reduce(
    (sum, { iso }) => {
      const { newBacklinks, lostBacklinks } = siteOn(site, iso);
      return { newBacklinks: sum.newBacklinks + newBacklinks, lostBacklinks: sum.lostBacklinks + lostBacklinks };
    },
    { newBacklinks: 0, lostBacklinks: 0 },
  );
}

export interface SiteKeyword {
  keyword: string;
  /** Monthly searches in the country. */
  volume: number;
  position: number;
  /** Null: the site did not rank for it in the top 100 then. */
  previousPosition: number | null;
  /** Visits a month the keyword brings the site. */
  traffic: number;
}

/** The keywords the site ranks for in the top 100 on `day`, with their position on `previousDay`, most traffic first. */
export function siteKeywords(site: string, day: string, previousDay: string, country = 'us'): SiteKeyword[] {
  const rankings: SiteKeyword[] = [];
  for (const { keyword, volume: usVolume } of topicKeywords(topicOf(site))) {
    const seed = `${site}|${keyword}|google-${country}`;
    const position = positionOn(seed, day);
    if (position === null) continue;
    const volume = localVolume(usVolume, country);
    rankings.push({ keyword, volume, position, previousPosition: positionOn(seed, previousDay), traffic: Math.round(volume * clickShare(position)) });
  }
  return rankings.sort((a, b) => b.traffic - a.traffic || a.keyword.localeCompare(b.keyword));
}
