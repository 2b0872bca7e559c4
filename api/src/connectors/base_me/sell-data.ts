import { z } from 'zod';
import type { DateRange } from '@pulseboard/shared/contracts';
import { instantSchema, rangeInstants } from '../crm/report.js';
import type { ConnectorContext } from '../types.js';
import type { ZendeskSellApi } from './client.js';

/** Sell writes money as decimal strings ("10000.00"), and some clients' accounts as numbers. */
const amount = z.union([z.string(), z.number()]).transform((value, context) => {
  const number = Number(value);
  if (!Number.isFinite(number)) context.addIssue({ code: 'custom', message: 'not an amount' });
  return number;
});

const id = z.coerce.string();

const accountSchema = z.object({ id, name: z.string(), currency: z.string() });
const userSchema = z.object({ id, name: z.string(), email: z.string().optional() });
const pipelineSchema = z.object({ id, name: z.string() });
const stageSchema = z.object({ id, name: z.string(), category: z.string().nullish(), likelihood: z.number().nullish(), pipeline_id: id });
const dealSchema = z.object({
  id,
  value: amount.nullish(),
  currency: z.string().nullish(),
  stage_id: id,
  owner_id: id.nullish(),
  created_at: instantSchema,
  updated_at: instantSchema,
  last_stage_change_at: instantSchema.nullish(),
});

export type SellStage = z.infer<typeof stageSchema>;
export type SellDeal = z.infer<typeof dealSchema>;

/** The Sell account the token belongs to, with its currency. */
export const sellAccount = (api: ZendeskSellApi, context: ConnectorContext) => api.one(context, 'accounts/self', accountSchema);

/** The user who granted access: the source's account label. */
export const sellUser = (api: ZendeskSellApi, context: ConnectorContext) => api.one(context, 'users/self', userSchema);

export const sellPipelines = (api: ZendeskSellApi, context: ConnectorContext) => api.all(context, 'pipelines', {}, pipelineSchema);

/** The stages of one pipeline, or of all. */
export const sellStages = (api: ZendeskSellApi, context: ConnectorContext, pipelineId?: string) => api.all(context, 'stages', pipelineId ? { pipeline_id: pipelineId } : {}, stageSchema);

export const sellUsers = (api: ZendeskSellApi, context: ConnectorContext) => api.all(context, 'users', {}, userSchema);

/**
 * Every deal that may have been created, won or lost in the range: Sell
 * filters deals by no date, so they are read most recently updated first
 * until a page reaches deals last updated before the range began (a deal's
 * creation and its last stage change are never after its last update).
 */
export function sellDealsTouching(api: ZendeskSellApi, context: ConnectorContext, range: DateRange, timezone: string, stageId?: string): Promise<SellDeal[]> {
  const from = rangeInstants(range, timezone).from.getTime();
  const query = { sort_by: 'updated_at:desc', ...(stageId ? { stage_id: stageId } : {}) };
  return api.all(context, 'deals', query, dealSchema, (page) => Date.parse(page.at(-1)?.updated_at ?? '') < from);
}
