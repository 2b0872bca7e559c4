/**
 * The fixed values each sample dimension takes, with how much of the traffic
 * each one gets (`weight`, relative) and how it behaves: `quality` scales its
 * conversion rates, `bounce` shifts its bounce rate, `position` is a search
 * query's or page's average Google position.
 */
export interface Entry {
  value: string;
  weight: number;
  quality?: number;
  bounce?: number;
  position?: number;
}

/** GA4's default channel groups. */
export const CHANNELS: readonly Entry[] = [
  { value: 'Organic Search', weight: 36 },
  { value: 'Direct', weight: 22, quality: 1.1, bounce: -0.02 },
  { value: 'Paid Search', weight: 14, quality: 1.3, bounce: -0.03 },
  { value: 'Organic Social', weight: 10, quality: 0.5, bounce: 0.1 },
  { value: 'Referral', weight: 7, quality: 0.9 },
  { value: 'Email', weight: 6, quality: 1.6, bounce: -0.08 },
  { value: 'Paid Social', weight: 5, quality: 0.7, bounce: 0.08 },
];

export const CAMPAIGNS: readonly Entry[] = [
  { value: 'Brand - Search', weight: 18, quality: 1.6, bounce: -0.06 },
  { value: 'Generic - Search', weight: 20, quality: 0.9 },
  { value: 'Shopping - All products', weight: 15, quality: 1.2 },
  { value: 'Retargeting - Display', weight: 12, quality: 1.3, bounce: -0.03 },
  { value: 'Prospecting - Social', weight: 14, quality: 0.55, bounce: 0.09 },
  { value: 'Newsletter - Weekly', weight: 8, quality: 1.5, bounce: -0.07 },
  { value: 'Seasonal Sale', weight: 9, quality: 1.25 },
  { value: 'YouTube - Awareness', weight: 4, quality: 0.35, bounce: 0.12 },
];

export const DEVICES: readonly Entry[] = [
  { value: 'desktop', weight: 50, quality: 1.25, bounce: -0.05 },
  { value: 'mobile', weight: 44, quality: 0.75, bounce: 0.07, position: 1.1 },
  { value: 'tablet', weight: 6, quality: 0.9 },
];

/** A client's markets: country name and share of its traffic. */
export const countries = (weights: Record<string, number>): Entry[] => Object.entries(weights).map(([value, weight]) => ({ value, weight, quality: value === 'India' ? 0.5 : 1 }));
