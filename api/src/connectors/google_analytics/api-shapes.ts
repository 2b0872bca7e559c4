import { z } from 'zod';

/** The parts of the GA4 Admin and Data API answers the connector reads (JSON shapes of connectors.md §1). */

export const accountSummariesSchema = z.object({
  accountSummaries: z
    .array(
      z.object({
        account: z.string(),
        displayName: z.string().default(''),
        propertySummaries: z.array(z.object({ property: z.string(), displayName: z.string().default('') })).default([]),
      }),
    )
    .default([]),
  nextPageToken: z.string().optional(),
});

const metadataEntry = z.object({ apiName: z.string(), uiName: z.string().optional(), category: z.string().optional() });

export const metadataSchema = z.object({
  dimensions: z.array(metadataEntry).default([]),
  metrics: z.array(metadataEntry.extend({ type: z.string().optional() })).default([]),
});

const reportRowSchema = z.object({
  dimensionValues: z.array(z.object({ value: z.string().optional() })).default([]),
  metricValues: z.array(z.object({ value: z.string().optional() })).default([]),
});

/**
 * runReport and runRealtimeReport: `rows` and `rowCount` are left out when
 * there is no data; int64 counts come as strings. `totals` answers
 * metricAggregations TOTAL: GA4's own figure for the whole range, users
 * counted once however many days they came and rates over all sessions.
 */
export const reportSchema = z.object({
  metricHeaders: z.array(z.object({ name: z.string(), type: z.string().optional() })).default([]),
  rows: z.array(reportRowSchema).default([]),
  totals: z.array(reportRowSchema).optional(),
  rowCount: z.coerce.number().optional(),
});
export type Report = z.infer<typeof reportSchema>;
