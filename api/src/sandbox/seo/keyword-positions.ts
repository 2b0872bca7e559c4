import { dayIndex } from '../../connectors/demo/calendar.js';
import { jitter, unit } from '../../connectors/demo/random.js';
import vocabulary from './fixtures/keywords.json' with { type: 'json' };

/**
 * What the SEO tools' fakes share: the keywords a site is found for, each
 * with its monthly searches, and where a site ranks for one on any day, a
 * pure function of the names involved and the day, so every fake answers the
 * same question the same way for any range without storing anything.
 */

export type Topic = keyof typeof vocabulary;
export interface FakeKeyword {
  keyword: string;
  /** Monthly searches in the United States. */
  volume: number;
}

const TOPICS = Object.keys(vocabulary) as Topic[];

/** What a site is about: a topic its name mentions, else one drawn from its name. */
export function topicOf(site: string): Topic {
  const named: Record<string, Topic> = { coffee: 'coffee', roast: 'coffee', travel: 'travel', holiday: 'travel', crm: 'software', soft: 'software', outdoor: 'outdoor', hike: 'outdoor' };
  const hint = Object.keys(named).find((word) => site.toLowerCase().includes(word));
  return hint ? named[hint]! : TOPICS[Math.floor(unit(`topic|${site}`) * TOPICS.length)]!;
}

export const topicKeywords = (topic: Topic): FakeKeyword[] => vocabulary[topic].map(([keyword, volume]) => ({ keyword: String(keyword), volume: Number(volume) }));

/** Searches in a country against the United States', for the volumes of a local database or location. */
const COUNTRY_SHARE: Record<string, number> = { us: 1, gb: 0.22, uk: 0.22, ca: 0.12, au: 0.09, de: 0.2, fr: 0.16, es: 0.12, it: 0.11, nl: 0.06, pl: 0.07, br: 0.15, in: 0.18, dk: 0.03 };

export const localVolume = (volume: number, country: string) => Math.max(10, Math.round(volume * (COUNTRY_SHARE[country.toLowerCase()] ?? 0.05)));

/** Days in a week, and the chance a keyword spends a given week outside the top 100. */
const WEEK = 7;
const DROP_OUT = 0.04;

/**
 * Where a site ranks for a keyword on a day (`seed` names the site, keyword
 * and engine): a position of its own for the pair, drifting over a few
 * months, wobbling a little from day to day, and now and then out of the top
 * 100 for a week (null).
 */
export function positionOn(seed: string, date: string): number | null {
  const day = dayIndex(date);
  if (unit(`${seed}|out|${Math.floor(day / WEEK)}`) < DROP_OUT) return null;
  // Most tracked keywords rank on the first pages.
  const base = 1 + unit(`${seed}|base`) ** 1.8 * 60;
  const period = 90 + 90 * unit(`${seed}|period`);
  const drift = Math.sin(2 * Math.PI * (day / period + unit(`${seed}|phase`)));
  const position = Math.round(base * Math.exp(0.35 * drift) * jitter(`${seed}|${date}`, 0.06));
  return position > 100 ? null : Math.max(1, position);
}

/** Organic click-through by position: the share of a keyword's searches the result at that position gets. */
export function clickShare(position: number | null): number {
  if (position === null) return 0;
  const top = [0.28, 0.15, 0.1, 0.07, 0.05, 0.04, 0.03, 0.025, 0.02, 0.018];
  return top[position - 1] ?? Math.max(0.001, 0.015 * Math.exp(-(position - 10) / 12));
}
