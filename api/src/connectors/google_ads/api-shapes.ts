import { z } from 'zod';

/** The parts of Google Ads' REST answers the connector reads. int64 fields are JSON strings; fields at their default are left out. */

export const accessibleCustomersSchema = z.object({ resourceNames: z.array(z.string()).default([]) });

const count = z.coerce.number().default(0);
const text = z.string().optional();

export const adsRowSchema = z.object({
  customer: z.object({ id: text, descriptiveName: text, currencyCode: text, manager: z.boolean().optional() }).optional(),
  customerClient: z.object({ id: text, descriptiveName: text, manager: z.boolean().optional(), level: text }).optional(),
  campaign: z.object({ id: text, name: text, status: text }).optional(),
  adGroup: z.object({ id: text, name: text, status: text }).optional(),
  adGroupAd: z.object({ ad: z.object({ id: text, name: text }).optional() }).optional(),
  segments: z.object({ date: text, device: text }).optional(),
  metrics: z.object({ impressions: count, clicks: count, costMicros: count, conversions: count, conversionsValue: count }).optional(),
});
export type AdsRow = z.infer<typeof adsRowSchema>;

/** searchStream: a JSON array of batches, each with its slice of the rows (none at all for an empty report). */
export const searchStreamSchema = z.array(z.object({ results: z.array(adsRowSchema).default([]) }));
