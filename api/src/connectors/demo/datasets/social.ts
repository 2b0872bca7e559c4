import type { Cell } from '../cells.js';
import { count, jitter } from '../random.js';
import { level } from '../traffic.js';
import { defineDataset, ratio } from './dataset.js';

/** A brand's social pages: audience, reach and engagement, by day as the networks report them. */
export const social = defineDataset({
  id: 'social',
  label: 'Social media',
  dimensions: ['date'],
  metrics: {
    followers: (s) => (s.days > 0 ? Math.round(s.followers / s.days) : 0),
    reach: (s) => s.reach,
    engagement: (s) => s.engagement,
    engagementRate: (s) => ratio(s.engagement, s.reach, 100),
  },
  levels: ['followers'],
  components({ client, day, visits, key }: Cell) {
    const profile = client.social;
    // Reach follows the site's busy days (a viral post brings visitors too).
    const reach = count(visits * profile.reachPerVisit * jitter(`${key}|social.reach`, 0.2), `${key}|social.reach#`);
    return {
      days: 1,
      followers: level(client, day, profile.followers, 'followers'),
      reach,
      engagement: Math.min(reach, count(reach * profile.engagementRate * jitter(`${key}|social.engagement`, 0.15), `${key}|social.engagement#`)),
    };
  },
});
