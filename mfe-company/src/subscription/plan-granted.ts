import type { BillingOverview, SubscriptionRequest } from '@pulseboard/shared';

/** Whether the server has granted the plan: the provider's webhook made the subscription active with these dashboards and this interval. */
export const planGranted =
  (plan: SubscriptionRequest) =>
  (overview: BillingOverview): boolean =>
    overview.subscription?.state === 'active' && overview.subscription.dashboards === plan.dashboards && overview.subscription.interval === plan.interval;
