import { daysBetween } from '../../connectors/demo/calendar.js';
import { count, jitter } from '../../connectors/demo/random.js';
import { WEEKDAY_FACTOR, trend } from '../google/dates.js';
import type { LinkedInOrganization } from './fixtures.js';

/** The day the fixtures' follower counts are taken on; other days count back and forth from it with each day's gains. */
const FOLLOWERS_COUNTED_ON = '2026-01-01';

/** One organisation's statistics on one day. */
export interface OrganizationDay {
  day: string;
  impressions: number;
  uniqueImpressions: number;
  clicks: number;
  likes: number;
  comments: number;
  shares: number;
  organicFollows: number;
  paidFollows: number;
}

/** An organisation's share and follower statistics per day, deterministic for any range. */
export function organizationDays(id: string, organization: LinkedInOrganization, since: string, until: string): OrganizationDay[] {
  return daysBetween(since, until).map((day) => {
    const seed = `${id}|${day.iso}`;
    const impressions = count(
      organization.dailyImpressions * (WEEKDAY_FACTOR[day.weekday] ?? 1) * trend(day.iso, organization.yearlyGrowth) * jitter(`${seed}|impressions`, 0.2),
      `${seed}|impressions#`,
    );
    const follows = count(organization.dailyFollows * jitter(`${seed}|follows`, 0.4), `${seed}|follows#`);
    const paidFollows = Math.min(follows, count(follows * organization.paidShare, `${seed}|paid`));
    return {
      day: day.iso,
      impressions,
      uniqueImpressions: Math.min(impressions, count(impressions * organization.uniqueShare, `${seed}|unique`)),
      clicks: count(impressions * organization.clickRate * jitter(`${seed}|clicks`, 0.25), `${seed}|clicks#`),
      likes: count(impressions * organization.likeRate * jitter(`${seed}|likes`, 0.25), `${seed}|likes#`),
      comments: count(impressions * organization.commentRate * jitter(`${seed}|comments`, 0.4), `${seed}|comments#`),
      shares: count(impressions * organization.shareRate * jitter(`${seed}|shares`, 0.4), `${seed}|shares#`),
      organicFollows: follows - paidFollows,
      paidFollows,
    };
  });
}

const gains = (days: OrganizationDay[]) => days.reduce((total, day) => total + day.organicFollows + day.paidFollows, 0);

/** Followers at the end of a day: the fixture's count moved by every day's gains between. */
export function followersAt(id: string, organization: LinkedInOrganization, day: string): number {
  if (day >= FOLLOWERS_COUNTED_ON)
    return organization.followers + gains(organizationDays(id, organization, FOLLOWERS_COUNTED_ON, day)) - gains(organizationDays(id, organization, FOLLOWERS_COUNTED_ON, FOLLOWERS_COUNTED_ON));
  return organization.followers - gains(organizationDays(id, organization, day, FOLLOWERS_COUNTED_ON)) + gains(organizationDays(id, organization, day, day));
}
