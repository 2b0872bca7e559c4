import type { Cell } from '../cells.js';
import { count, jitter, normal, uniform } from '../random.js';
import { clamp, defineDataset, ratio } from './dataset.js';

/** Web analytics as GA4 reports it: sessions, users, views, engagement, conversions. */
export const web = defineDataset({
  id: 'web',
  label: 'Web analytics',
  dimensions: ['date', 'channel', 'campaign', 'country', 'device', 'page'],
  metrics: {
    sessions: (s) => s.sessions,
    totalUsers: (s) => s.users,
    newUsers: (s) => s.newUsers,
    activeUsers: (s) => s.activeUsers,
    screenPageViews: (s) => s.views,
    bounceRate: (s) => ratio(s.bounces, s.sessions, 100),
    averageSessionDuration: (s) => ratio(s.seconds, s.sessions),
    conversions: (s) => s.conversions,
  },
  components({ client, entry, visits, key }: Cell) {
    const profile = client.web;
    const quality = entry?.quality ?? 1;
    // Returning visitors make users fewer than sessions; new ones a share of the users.
    const users = Math.min(visits, count(visits * uniform(`${key}|users`, 0.7, 0.86), `${key}|users#`));
    const bounceShare = clamp(profile.bounceRate + (entry?.bounce ?? 0) + 0.03 * normal(`${key}|bounce`), 0.05, 0.95);
    return {
      sessions: visits,
      users,
      newUsers: Math.min(users, count(users * profile.newUserShare * jitter(`${key}|new`, 0.08), `${key}|new#`)),
      activeUsers: Math.min(users, count(users * uniform(`${key}|active`, 0.55, 0.72), `${key}|active#`)),
      // Every session views at least one page.
      views: Math.max(visits, count(visits * profile.pagesPerSession * jitter(`${key}|views`, 0.1), `${key}|views#`)),
      bounces: Math.min(visits, count(visits * bounceShare, `${key}|bounces#`)),
      seconds: visits * profile.sessionSeconds * jitter(`${key}|seconds`, 0.12),
      conversions: Math.min(visits, count(visits * profile.conversionRate * quality * jitter(`${key}|conversions`, 0.2), `${key}|conversions#`)),
    };
  },
});
