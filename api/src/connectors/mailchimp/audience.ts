import { z } from 'zod';
import type { DateRange } from '@pulseboard/shared/contracts';
import type { ConnectorContext, SourceProperty } from '../types.js';
import type { MailchimpApi } from './client.js';

/** Mailchimp's largest page of any collection. */
export const PAGE_SIZE = 1000;

/** Mailchimp's list ids are short hexadecimal strings; anything else in a widget's config never reaches the API. */
export const LIST_ID = /^[0-9a-f]{6,32}$/i;

const listSchema = z.object({ id: z.string(), name: z.string().default('') });

/** One month of an audience's growth history: its members that month, and those who joined by opting in or being imported. */
const monthSchema = z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), existing: z.number().default(0), optins: z.number().default(0), imports: z.number().default(0) });

/** The account's audiences (lists). */
export async function audiences(api: MailchimpApi, context: ConnectorContext): Promise<SourceProperty[]> {
  const lists = await api.all(context, 'lists', { fields: 'lists.id,lists.name,total_items' }, 'lists', listSchema, PAGE_SIZE);
  return lists.map((list) => ({ id: list.id, name: list.name || list.id, group: null }));
}

/**
 * The audience figures of the months the range touches: its members in the
 * last of them, and the members who joined over all of them. Mailchimp keeps
 * growth by month only, so a range counts the whole months it touches.
 */
export async function audienceGrowth(api: MailchimpApi, context: ConnectorContext, listId: string, range: DateRange): Promise<{ audienceSize: number; newMembers: number }> {
  const history = await api.all(context, `lists/${listId}/growth-history`, { sort_field: 'month', sort_dir: 'DESC' }, 'history', monthSchema, PAGE_SIZE);
  const first = range.startDate.slice(0, 7);
  const last = range.endDate.slice(0, 7);
  const months = history.filter((entry) => entry.month >= first && entry.month <= last).sort((a, b) => a.month.localeCompare(b.month));
  return { audienceSize: months.at(-1)?.existing ?? 0, newMembers: months.reduce((total, entry) => total + entry.optins + entry.imports, 0) };
}
