import { z } from 'zod';
import { addDays } from '@pulseboard/shared/dates';
import type { DateRange } from '@pulseboard/shared/contracts';
import { instantSchema, rangeInstants } from '../crm/report.js';
import type { ConnectorContext } from '../types.js';
import type { SalesflareApi, SalesflareQuery } from './client.js';

/** Salesflare refers to a related record by its id, or embeds it with its id. */
const reference = z.union([z.number(), z.object({ id: z.number() })]).transform((value) => String(typeof value === 'number' ? value : value.id));

/** A currency as an embedded record ({id, iso, html}); a bare id says nothing of its code. */
const currency = z.union([z.object({ iso: z.string() }).transform((value) => value.iso), z.number().transform(() => undefined)]);

const meSchema = z.object({ team: z.object({ id: z.coerce.string(), name: z.string(), currency: z.object({ iso: z.string() }) }) });
const userSchema = z.object({ id: z.coerce.string(), name: z.string().nullish(), email: z.string().nullish() });
const stageSchema = z.object({ id: z.coerce.string(), name: z.string(), probability: z.number().nullish(), fixed_stage: z.number().nullish(), order: z.number().nullish() });
const pipelineSchema = z.object({ id: z.coerce.string(), name: z.string(), archived: z.boolean().nullish(), stages: z.array(stageSchema).default([]) });
const opportunitySchema = z.object({
  id: z.number(),
  value: z.number().nullish(),
  currency: currency.nullish(),
  stage: reference,
  owner: reference.nullish(),
  creation_date: instantSchema,
  // A calendar day, sometimes written as a date-time at midnight.
  close_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}/)
    .transform((text) => text.slice(0, 10))
    .nullish(),
});

export type SalesflarePipeline = z.infer<typeof pipelineSchema>;
export type SalesflareStage = z.infer<typeof stageSchema>;
export type SalesflareOpportunity = z.infer<typeof opportunitySchema>;

const DAY_MS = 86_400_000;

/** The fixed stages every Salesflare pipeline ends with, by their `fixed_stage` number (Salesflare's API reference does not list the values). */
export const FIXED_STAGES = { won: 1, lost: 2 } as const;

/** The team the API key belongs to (one key, one account), with its currency. */
export async function salesflareTeam(api: SalesflareApi, context: ConnectorContext) {
  const { team } = await api.get(context, 'me', {}, meSchema);
  return { id: team.id, name: team.name, currency: team.currency.iso };
}

export const salesflarePipelines = (api: SalesflareApi, context: ConnectorContext) => api.get(context, 'pipelines', {}, z.array(pipelineSchema));

export const salesflareUsers = (api: SalesflareApi, context: ConnectorContext) => api.all(context, 'users', {}, userSchema);

/**
 * The opportunities created in the range and those closing in it (a won or
 * lost one's close date is the day it closed), each once. The filters ask a
 * day more on either side, whatever Salesflare takes "after" and "before" to
 * include; the days are read again from each opportunity.
 */
export async function salesflareOpportunities(
  api: SalesflareApi,
  context: ConnectorContext,
  range: DateRange,
  timezone: string,
  filters: { pipeline?: string; stage?: string },
): Promise<SalesflareOpportunity[]> {
  const { from, until } = rangeInstants(range, timezone);
  const narrowed: SalesflareQuery = { ...(filters.pipeline ? { pipeline: filters.pipeline } : {}), ...(filters.stage ? { stage: filters.stage } : {}) };
  const createdIn = { creation_after: new Date(from.getTime() - DAY_MS).toISOString(), creation_before: new Date(until.getTime() + DAY_MS).toISOString() };
  const closingIn = { close_after: addDays(range.startDate, -1), close_before: addDays(range.endDate, 1) };
  const lists = await Promise.all([createdIn, closingIn].map((dates) => api.all(context, 'opportunities', { ...narrowed, ...dates }, opportunitySchema)));
  return [...new Map(lists.flat().map((opportunity) => [opportunity.id, opportunity])).values()];
}
