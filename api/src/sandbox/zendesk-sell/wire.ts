import type { FastifyRequest } from 'fastify';
import type { FakeDeal } from '../crm/deal-flow.js';
import type { SellAccountFixture } from './fixtures.js';

/** Sell's timestamps: UTC to the second. */
const sellTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** When the fixtures' pipelines, stages and users were set up. */
const SET_UP_AT = '2024-11-04T09:00:00Z';

/** One resource in Sell's envelope. */
export const resource = (type: string, data: object) => ({ data, meta: { type } });

export const accountJson = (account: SellAccountFixture) => ({ id: Number(account.id), name: account.name, currency: account.currency, time_format: '12H', timezone: account.timezone, phone: '' });

export const userJson = (user: SellAccountFixture['users'][number]) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  status: 'active',
  role: user.role,
  confirmed: true,
  created_at: SET_UP_AT,
  updated_at: SET_UP_AT,
});

export const pipelineJson = (pipeline: SellAccountFixture['pipelines'][number]) => ({ id: pipeline.id, name: pipeline.name, disabled: false, created_at: SET_UP_AT, updated_at: SET_UP_AT });

export const stagesJson = (pipeline: SellAccountFixture['pipelines'][number]) =>
  pipeline.stages.map((stage, position) => ({
    id: stage.id,
    name: stage.name,
    category: stage.category,
    active: true,
    position: position + 1,
    likelihood: stage.likelihood,
    pipeline_id: pipeline.id,
    created_at: SET_UP_AT,
    updated_at: SET_UP_AT,
  }));

/** A deal as Sell writes it: the value as a decimal string with its currency, the stage by id, timestamps to the second. */
export const dealJson = (deal: FakeDeal) => ({
  id: deal.id,
  creator_id: deal.ownerId,
  owner_id: deal.ownerId,
  name: deal.name,
  value: deal.value.toFixed(2),
  currency: deal.currency,
  hot: false,
  stage_id: deal.stage.id,
  last_stage_change_at: sellTime(deal.stageChangedAt),
  last_stage_change_by_id: deal.ownerId,
  last_activity_at: sellTime(deal.updatedAt),
  source_id: null,
  loss_reason_id: deal.stage.outcome === 'lost' ? 1 : null,
  unqualified_reason_id: null,
  estimated_close_date: deal.closeDay,
  customized_win_likelihood: null,
  contact_id: null,
  organization_id: null,
  tags: [],
  custom_fields: {},
  created_at: sellTime(deal.createdAt),
  updated_at: sellTime(deal.updatedAt),
});

/** Sell's default and largest page of a collection; the page size under the paging switch. */
const PAGE = { default: 25, max: 100, short: 5 } as const;

const wholeNumber = (text: string | undefined, fallback: number) => (text === undefined ? fallback : /^\d{1,9}$/.test(text) ? Number(text) : NaN);

/**
 * One page of a collection in Sell's envelope: {items: [{data, meta}],
 * meta: {type: "collection", count, links}}, `next_page` there while more
 * follow; only the page's items are written out. A [parameter, problem]
 * pair when page or per_page cannot be read.
 */
export function collectionPage<T>(request: FastifyRequest, type: string, items: readonly T[], json: (item: T) => object, short: boolean): object | [string, string] {
  const query = request.query as Record<string, string | undefined>;
  const page = wholeNumber(query.page, 1);
  const perPage = wholeNumber(query.per_page, PAGE.default);
  if (!(page >= 1)) return ['page', 'page must be a whole number, 1 or more'];
  if (!(perPage >= 1 && perPage <= PAGE.max)) return ['per_page', `per_page must be a whole number from 1 to ${PAGE.max}`];
  const size = short ? Math.min(perPage, PAGE.short) : perPage;
  const slice = items.slice((page - 1) * size, page * size);
  const link = (to: number) => {
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    url.searchParams.set('page', String(to));
    url.searchParams.set('per_page', String(size));
    return url.toString();
  };
  const links: Record<string, string> = { self: link(page), first_page: link(1) };
  if (page > 1) links.prev_page = link(page - 1);
  if (page * size < items.length) links.next_page = link(page + 1);
  return { items: slice.map((item) => resource(type, json(item))), meta: { type: 'collection', count: slice.length, links } };
}
