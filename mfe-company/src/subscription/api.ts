import { apiRequest, type AppliedCoupons, type BillingOverview, type PlanChange, type Quote, type SubscriptionRequest } from '@pulseboard/shared';
import { SUBSCRIPTION_PATH } from '../billing/overview.js';

export const QUOTE_PATH = `${SUBSCRIPTION_PATH}/quote`;
const COUPON_PATH = '/api/company/coupon';

export const fetchQuote = async ({ dashboards, interval }: SubscriptionRequest): Promise<Quote> =>
  (await apiRequest<{ data: Quote }>(`${QUOTE_PATH}?${new URLSearchParams({ dashboards: String(dashboards), interval: String(interval) })}`)).data;

/** A first subscription, or subscribing again after the last one ended. */
export const subscribe = async (plan: SubscriptionRequest): Promise<PlanChange> => (await apiRequest<{ data: PlanChange }>(SUBSCRIPTION_PATH, { method: 'POST', body: plan })).data;

/** A change of the running plan: increases charged at once and prorated, decreases at the renewal. */
export const changePlan = async (plan: SubscriptionRequest): Promise<PlanChange> => (await apiRequest<{ data: PlanChange }>(SUBSCRIPTION_PATH, { method: 'PUT', body: plan })).data;

/** Spec §7: DELETE /api/company with the cancel flag; access lasts until the paid period ends. */
export const cancelSubscription = () => apiRequest('/api/company', { method: 'DELETE', body: { cancel: true } });

export const restoreSubscription = async (): Promise<BillingOverview> => (await apiRequest<{ data: BillingOverview }>(`${SUBSCRIPTION_PATH}/restore`, { method: 'POST' })).data;

export const applyCoupon = async (coupon: string): Promise<AppliedCoupons> => (await apiRequest<{ data: AppliedCoupons }>(COUPON_PATH, { method: 'POST', body: { coupon } })).data;

export const removeCoupon = async (code: string): Promise<AppliedCoupons> => (await apiRequest<{ data: AppliedCoupons }>(`${COUPON_PATH}/${encodeURIComponent(code)}`, { method: 'DELETE' })).data;
