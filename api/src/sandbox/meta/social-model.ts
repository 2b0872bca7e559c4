import { daysBetween, dayIndex } from '../../connectors/demo/calendar.js';
import { apportion } from '../../connectors/demo/cells.js';
import { count, jitter } from '../../connectors/demo/random.js';
import { WEEKDAY_FACTOR, trend } from '../google/dates.js';
import type { InstagramAccount, MetaPage } from './fixtures.js';

/** The day the fixtures' follower counts are taken on; earlier and later days count back and forth from it. */
const FOLLOWERS_COUNTED_ON = '2026-11-01';
/** Accounts posted from this day on. */
const FIRST_POST_DAY = '2025-01-01';

export interface PageDay {
  day: string;
  views: number;
  viewers: number;
  engagements: number;
  follows: number;
  unfollows: number;
  followers: number;
  videoViews: number;
}

/** A Page's insights per day, deterministic for any range. */
export function pageDays(pageId: string, page: MetaPage, since: string, until: string): PageDay[] {
  const netPerDay = page.dailyFollows * (1 - page.unfollowShare);
  return daysBetween(since, until).map((day) => {
    const seed = `${pageId}|${day.iso}`;
    const views = count(page.dailyViews * (WEEKDAY_FACTOR[day.weekday] ?? 1) * trend(day.iso, page.yearlyGrowth) * jitter(`${seed}|views`, 0.15), `${seed}|views#`);
    const follows = count(page.dailyFollows * jitter(`${seed}|follows`, 0.35), `${seed}|follows#`);
    return {
      day: day.iso,
      views,
      viewers: Math.min(views, count(views / (page.viewsPerViewer * jitter(`${seed}|vpv`, 0.05)), `${seed}|viewers`)),
      engagements: count(views * page.engagementRate * jitter(`${seed}|engagement`, 0.25), `${seed}|engagements`),
      follows,
      unfollows: count(follows * page.unfollowShare * jitter(`${seed}|unfollows`, 0.3), `${seed}|unfollows#`),
      followers: Math.round(page.followers + netPerDay * (day.index - dayIndex(FOLLOWERS_COUNTED_ON))),
      videoViews: count(views * page.videoShare * jitter(`${seed}|video`, 0.2), `${seed}|video#`),
    };
  });
}

export interface InstagramDay {
  day: string;
  reach: number;
  views: number;
  accountsEngaged: number;
  likes: number;
  comments: number;
  shares: number;
  saves: number;
  follows: number;
  unfollows: number;
}

/** How an Instagram account's interactions split: mostly likes. */
const INTERACTION_SHARES = [0.78, 0.08, 0.06, 0.08];

/** An Instagram business account's insights per day, deterministic for any range. */
export function instagramDays(account: InstagramAccount, growth: number, since: string, until: string): InstagramDay[] {
  return daysBetween(since, until).map((day) => {
    const seed = `${account.id}|${day.iso}`;
    const reach = count(account.dailyReach * (WEEKDAY_FACTOR[day.weekday] ?? 1) * trend(day.iso, growth) * jitter(`${seed}|reach`, 0.18), `${seed}|reach#`);
    const accountsEngaged = count(reach * account.engagedShare * jitter(`${seed}|engaged`, 0.2), `${seed}|engaged#`);
    const interactions = count(accountsEngaged * account.interactionsPerEngaged, `${seed}|interactions`);
    const [likes = 0, comments = 0, shares = 0, saves = 0] = apportion(interactions, INTERACTION_SHARES);
    const follows = count(account.dailyFollows * jitter(`${seed}|follows`, 0.35), `${seed}|follows#`);
    return {
      day: day.iso,
      reach,
      views: count(reach * account.viewsPerReach * jitter(`${seed}|views`, 0.1), `${seed}|views#`),
      accountsEngaged,
      likes,
      comments,
      shares,
      saves,
      follows,
      unfollows: count(follows * account.unfollowShare, `${seed}|unfollows`),
    };
  });
}

/** Followers of an Instagram account on a day, counted back and forth from the fixture's figure. */
export function instagramFollowers(account: InstagramAccount, day: string): number {
  return Math.round(account.followers + account.dailyFollows * (1 - account.unfollowShare) * (dayIndex(day) - dayIndex(FOLLOWERS_COUNTED_ON)));
}

export interface InstagramPost {
  id: string;
  caption: string;
  mediaType: 'IMAGE' | 'CAROUSEL_ALBUM' | 'VIDEO';
  /** ISO 8601 with Meta's +0000 offset. */
  timestamp: string;
  likes: number;
  comments: number;
}

const MEDIA_TYPES = ['IMAGE', 'CAROUSEL_ALBUM', 'VIDEO'] as const;

/** The posts published from `since` to `until` (every `postEvery` days at 17:00 UTC), newest first. */
export function instagramPosts(account: InstagramAccount, since: string, until: string): InstagramPost[] {
  const first = Math.max(dayIndex(since), dayIndex(FIRST_POST_DAY));
  return daysBetween(since, until)
    .filter((day) => day.index >= first && (day.index - dayIndex(FIRST_POST_DAY)) % account.postEvery === 0)
    .map((day) => {
      const seed = `${account.id}|post|${day.iso}`;
      const likes = count(account.dailyReach * 0.06 * jitter(`${seed}|likes`, 0.45), `${seed}|likes#`);
      return {
        id: `${account.id.slice(-6)}${String(day.index).padStart(6, '0')}`,
        caption: account.captions[day.index % account.captions.length] ?? '',
        mediaType: MEDIA_TYPES[day.index % MEDIA_TYPES.length] ?? 'IMAGE',
        timestamp: `${day.iso}T17:00:00+0000`,
        likes,
        comments: count(likes * 0.045 * jitter(`${seed}|comments`, 0.4), `${seed}|comments#`),
      };
    })
    .reverse();
}
