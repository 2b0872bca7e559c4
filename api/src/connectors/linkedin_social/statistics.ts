import { z } from 'zod';
import type { DateRange } from '@pulseboard/shared/contracts';
import type { LinkedInApi } from '../linkedin_api/rest-client.js';
import { urnOf } from '../linkedin_api/urns.js';
import type { ConnectorContext } from '../types.js';
import { dailyIntervals, dayOfMillis } from './statistics-window.js';

const timeRangeSchema = z.object({ start: z.number(), end: z.number() });

const shareElementSchema = z.object({
  timeRange: timeRangeSchema,
  totalShareStatistics: z
    .object({
      impressionCount: z.number().default(0),
      uniqueImpressionsCount: z.number().default(0),
      clickCount: z.number().default(0),
      likeCount: z.number().default(0),
      commentCount: z.number().default(0),
      shareCount: z.number().default(0),
    })
    .default({ impressionCount: 0, uniqueImpressionsCount: 0, clickCount: 0, likeCount: 0, commentCount: 0, shareCount: 0 }),
});

const followerElementSchema = z.object({
  timeRange: timeRangeSchema,
  followerGains: z.object({ organicFollowerGain: z.number().default(0), paidFollowerGain: z.number().default(0) }).default({ organicFollowerGain: 0, paidFollowerGain: 0 }),
});

const networkSizeSchema = z.object({ firstDegreeSize: z.number() });

export type ShareDay = { impressions: number; uniqueImpressions: number; clicks: number; reactions: number; comments: number; shares: number };
export type FollowerDay = { organicFollowers: number; paidFollowers: number };

const finderParams = (organizationId: string, window: DateRange) => ({ q: 'organizationalEntity', organizationalEntity: urnOf('organization', organizationId), timeIntervals: dailyIntervals(window) });

/** Share statistics of the organisation's posts per day. */
export async function shareDays(api: LinkedInApi, context: ConnectorContext, organizationId: string, window: DateRange): Promise<Map<string, ShareDay>> {
  const elements = await api.elements(context, 'organizationalEntityShareStatistics', finderParams(organizationId, window), shareElementSchema);
  return new Map(
    elements.map(({ timeRange, totalShareStatistics: s }) => [
      dayOfMillis(timeRange.start),
      { impressions: s.impressionCount, uniqueImpressions: s.uniqueImpressionsCount, clicks: s.clickCount, reactions: s.likeCount, comments: s.commentCount, shares: s.shareCount },
    ]),
  );
}

/** Followers gained per day, organically and through ads. */
export async function followerDays(api: LinkedInApi, context: ConnectorContext, organizationId: string, window: DateRange): Promise<Map<string, FollowerDay>> {
  const elements = await api.elements(context, 'organizationalEntityFollowerStatistics', finderParams(organizationId, window), followerElementSchema);
  return new Map(
    elements.map(({ timeRange, followerGains }) => [dayOfMillis(timeRange.start), { organicFollowers: followerGains.organicFollowerGain, paidFollowers: followerGains.paidFollowerGain }]),
  );
}

/** The organisation's followers now (networkSizes, edge COMPANY_FOLLOWED_BY_MEMBER). */
export async function followersNow(api: LinkedInApi, context: ConnectorContext, organizationId: string): Promise<number> {
  const urn = encodeURIComponent(urnOf('organization', organizationId));
  return (await api.get(context, `networkSizes/${urn}`, { edgeType: 'COMPANY_FOLLOWED_BY_MEMBER' }, networkSizeSchema)).firstDegreeSize;
}
