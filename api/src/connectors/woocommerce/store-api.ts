import { z } from 'zod';
import { fetchUserUrl, UserUrlRefused, type UserUrlPolicy } from '../../lib/user-url-fetch.js';
import { SourceAuthError, SourceProviderError, SourceQuotaError, type ConnectorContext } from '../types.js';
import type { QueryBudget } from './query-budget.js';

/** The REST API's root below a store's address. */
const API_PATH = '/wp-json/wc/v3';

/** WooCommerce's error body: `{"code":"woocommerce_rest_cannot_view","message":"…","data":{"status":401}}`. */
const errorSchema = z.object({ code: z.string(), message: z.string() });

const credentialsSchema = z.object({ consumerKey: z.string(), consumerSecret: z.string() });

/** A call's context: the source's, and the budget of the query the call belongs to. */
export interface StoreContext extends ConnectorContext {
  budget: QueryBudget;
}

export interface StoreAnswer<T> {
  data: T;
  /** X-WP-TotalPages of a listing; 1 when the store did not say. */
  totalPages: number;
}

function storeOf(context: ConnectorContext): string {
  if (!context.account) throw new SourceAuthError('The store has no address; connect it again.');
  return context.account;
}

function credentialsOf(context: ConnectorContext) {
  const parsed = credentialsSchema.safeParse(context.credentials);
  if (!parsed.success) throw new SourceAuthError('The store has no consumer key and secret; connect it again.');
  return parsed.data;
}

function failure(status: number, body: string, retryAfter: string | undefined): Error {
  let detail: z.infer<typeof errorSchema> | undefined;
  try {
    detail = errorSchema.parse(JSON.parse(body));
  } catch {
    detail = undefined;
  }
  const message = detail ? `WooCommerce: ${detail.message} (${detail.code})` : `The store answered ${status}.`;
  // A wrong, revoked or read-less key: 401 woocommerce_rest_authentication_error / cannot_view, or 403.
  if (status === 401 || status === 403) return new SourceAuthError(message);
  if (status === 429) return new SourceQuotaError(message, retryAfter && /^\d+$/.test(retryAfter) ? Number(retryAfter) * 1000 : undefined);
  return new SourceProviderError(message, status);
}

/**
 * GETs from a store's REST API (wc/v3) with its consumer key and secret as
 * HTTP Basic, through the rules for addresses users give: https only, no
 * private or local address (resolved again on every call and every
 * redirect), bounded answers, each call spending its query's budget. The key
 * and secret are never logged: they travel only in the Authorization header.
 */
export function storeApi(policy: UserUrlPolicy) {
  return async function get<T>(context: StoreContext, path: string, query: Record<string, string>, schema: z.ZodType<T>): Promise<StoreAnswer<T>> {
    const { consumerKey, consumerSecret } = credentialsOf(context);
    const { budget } = context;
    const url = `${storeOf(context)}${API_PATH}${path}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`;
    const authorization = `Basic ${Buffer.from(`${consumerKey}:${consumerSecret}`).toString('base64')}`;
    const bounded = budget.policyFor(policy);
    let answer;
    try {
      answer = await fetchUserUrl(url, { headers: { authorization, accept: 'application/json' }, signal: budget.signal }, bounded);
    } catch (error) {
      // The viewer is gone: not the store's failure, and nobody to tell.
      if (context.signal?.aborted) throw error;
      const overrun = budget.overrun(error, policy);
      if (overrun) throw overrun;
      if (error instanceof UserUrlRefused) throw new SourceProviderError(`The store could not be read: ${error.message}`);
      throw error;
    }
    budget.spend(answer.body.length);
    const text = answer.body.toString('utf8');
    const retryAfter = answer.headers['retry-after'];
    if (answer.status < 200 || answer.status >= 300) throw failure(answer.status, text, typeof retryAfter === 'string' ? retryAfter : undefined);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new SourceProviderError('The store did not answer with JSON: is this the address of a WooCommerce store?');
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new SourceProviderError(`The store answered ${path} in an unexpected shape.`);
    const pages = Number(answer.headers['x-wp-totalpages']);
    return { data: parsed.data, totalPages: Number.isInteger(pages) && pages > 0 ? pages : 1 };
  };
}

export type StoreGet = ReturnType<typeof storeApi>;
